// `import SegueUIKit` gives what `import UIKit` gives for transition code: Foundation (CGFloat,
// CGPoint, CGSize, CGRect, TimeInterval, NSObject) and UIKit's, QuartzCore's and CoreGraphics'
// names with their semantics (docs/uikit-layer.md). It does not re-export the engine, whose type
// names (`Transition`, `Direction`, `AnimationRange`) are also the names of the libraries' own types.
@_exported import Foundation
