import SegueApp
import UIKitExamples

// `swift run` opens Segue's playground on the examples, beside the built-in presets; every segue
// command runs on them too: `swift run UIKitTransitions render uikit-trolley --progress 0.5
// --format json`, `swift run UIKitTransitions simulate uikit-sheet --gesture "touch; drag 60% over
// 0.3s; release"`, `swift run UIKitTransitions list`.
Segue.main(transitions: UIKitExamples.all)
