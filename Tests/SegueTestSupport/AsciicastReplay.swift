import Foundation

/// The screens an asciicast recording shows, replayed as a terminal would for what Segue writes
/// (`docs/recording.md`): `ESC [ row ; column H` moves the cursor and the text after it is written
/// there, SGR sequences only style it, `ESC [ 2 J` clears, an `"r"` event resizes.
public enum AsciicastReplay {
    public struct Malformed: Error, CustomStringConvertible {
        public let description: String
    }

    /// The screen (rows joined by newlines, blanks kept) after each output event of `recording`.
    public static func screens(_ recording: String) throws -> [String] {
        let lines = recording.split(separator: "\n").map(String.init)
        guard let headerLine = lines.first,
            let header = try JSONSerialization.jsonObject(with: Data(headerLine.utf8)) as? [String: Any],
            var columns = header["width"] as? Int, var rows = header["height"] as? Int
        else { throw Malformed(description: "no header") }
        func blank() -> [[Unicode.Scalar]] { Array(repeating: Array(repeating: " ", count: columns), count: rows) }
        var screen = blank()
        var screens: [String] = []
        let position = try NSRegularExpression(pattern: "\u{1B}\\[(\\d+);(\\d+)H")
        for line in lines.dropFirst() {
            guard let event = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], event.count == 3,
                let code = event[1] as? String, let data = event[2] as? String
            else { throw Malformed(description: "not an event: \(line)") }
            if code == "r" {
                let size = data.split(separator: "x").compactMap { Int($0) }
                guard size.count == 2 else { throw Malformed(description: "bad resize: \(data)") }
                (columns, rows) = (size[0], size[1])
                screen = blank()
                continue
            }
            if data.contains("\u{1B}[2J") { screen = blank() }
            let matches = position.matches(in: data, range: NSRange(data.startIndex..., in: data))
            for (i, match) in matches.enumerated() {
                let row = Int(data[Range(match.range(at: 1), in: data)!])! - 1
                let column = Int(data[Range(match.range(at: 2), in: data)!])! - 1
                let start = Range(match.range, in: data)!.upperBound
                let end = i + 1 < matches.count ? Range(matches[i + 1].range, in: data)!.lowerBound : data.endIndex
                let text = String(data[start..<end]).replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
                for (offset, scalar) in text.unicodeScalars.enumerated() where screen.indices.contains(row) && column + offset < columns {
                    screen[row][column + offset] = scalar
                }
            }
            screens.append(screen.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n"))
        }
        return screens
    }
}
