// CoreGraphics' `CGPath`, which swift-corelibs-foundation does not declare. Declared so that code
// handing a path to Core Animation compiles; Segue does not draw paths. A file of its own.

/// A path (declared only: Segue draws no paths).
public final class CGPath: @unchecked Sendable {}
