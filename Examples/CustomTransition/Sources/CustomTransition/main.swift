import Foundation
import PageCurl
import SegueApp

// `swift run` opens Segue's playground on the page curl, beside the built-in presets; options of
// `segue play` pass through (`swift run CustomTransition --ascii`).
//
// `swift run CustomTransition render P COLSxROWS` prints, headless, the stage at progress P
// (0…1) in COLS × ROWS cells without colour, through the same public API a test would use.
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.first == "render" else { Segue.play([PageCurlTransition()], arguments: arguments) }

let sides = arguments.count == 3 ? arguments[2].split(separator: "x").compactMap { Int($0) } : []
guard let progress = arguments.count == 3 ? Double(arguments[1]) : nil, progress.isFinite, (0...1).contains(progress),
    sides.count == 2, sides.allSatisfy({ (1...500).contains($0) })
else {
    FileHandle.standardError.write(Data("usage: CustomTransition render P COLSxROWS (P from 0 to 1, sides from 1 to 500 cells)\n".utf8))
    exit(64)
}
let frame = StageRenderer(options: RenderOptions(colorDepth: .none)).render(PageCurlTransition().scene(at: progress), width: sides[0], height: sides[1])
print(frame.text)
