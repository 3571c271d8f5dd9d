import Foundation
import SegueEngine
import SegueRender
import Testing

@Suite("SVG encoder")
struct SVGEncoderTests {
    static let blue = RGBColor(red: 0, green: 0, blue: 255)

    /// One element of the SVG: its attributes and, for text, its content unescaped.
    struct Element {
        var attributes: [String: String]
        var content: String
        func attribute(forName name: String) -> String? { attributes[name] }
    }

    /// The elements named `name`, in document order (the encoder writes one element per line).
    static func elements(_ name: String, in svg: String) throws -> [Element] {
        let element = try NSRegularExpression(pattern: "<\(name)\\b([^>]*?)/?>(?:([^<]*)</\(name)>)?")
        let attribute = try NSRegularExpression(pattern: #"([\w:-]+)="([^"]*)""#)
        func group(_ match: NSTextCheckingResult, _ i: Int, in text: String) -> String {
            Range(match.range(at: i), in: text).map { String(text[$0]) } ?? ""
        }
        return element.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)).map { match in
            let list = group(match, 1, in: svg)
            var attributes: [String: String] = [:]
            for a in attribute.matches(in: list, range: NSRange(list.startIndex..., in: list)) {
                attributes[group(a, 1, in: list)] = group(a, 2, in: list)
            }
            let content = group(match, 2, in: svg).replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
            return Element(attributes: attributes, content: content)
        }
    }

    @Test("size: cells times the cell size plus the margin; a background covers it all")
    func size() throws {
        let encoder = SVGEncoder(cellWidth: 9, cellHeight: 18, padding: 9)
        let svg = encoder.encode(CellGrid(width: 10, height: 3))
        #expect(encoder.pixelSize(of: CellGrid(width: 10, height: 3)) == (108, 72))
        let root = try #require(try Self.elements("svg", in: svg).first)
        #expect(root.attribute(forName: "width") == "108")
        #expect(root.attribute(forName: "height") == "72")
        let background = try #require(try Self.elements("rect", in: svg).first)
        #expect(background.attribute(forName: "fill") == SVGEncoder.Theme.dark.background.hex)
        #expect(background.attribute(forName: "width") == "108")
    }

    @Test("text is placed cell by cell, escaped; a run of one style is one text element")
    func text() throws {
        var grid = CellGrid(width: 8, height: 2)
        grid.put("a<&>", x: 1, y: 1, foreground: Self.blue, attributes: .bold)
        let svg = SVGEncoder(cellWidth: 10, cellHeight: 20, padding: 0).encode(grid)
        let texts = try Self.elements("text", in: svg)
        #expect(texts.count == 1)
        #expect(texts[0].content == "a<&>")
        #expect(texts[0].attribute(forName: "x") == "10 20 30 40")
        #expect(texts[0].attribute(forName: "fill") == "#0000ff")
        #expect(texts[0].attribute(forName: "font-weight") == "bold")
    }

    /// (glyph, the rectangles drawn as [x, y, width, height] in a 10 × 20 cell, the fill opacity).
    static let blockCases: [(String, [[Double]], String?)] = [
        ("█", [[0, 0, 10, 20]], nil),
        ("▀", [[0, 0, 10, 10]], nil),
        ("▄", [[0, 10, 10, 10]], nil),
        ("▐", [[5, 0, 5, 20]], nil),
        ("▂", [[0, 15, 10, 5]], nil),
        ("▎", [[0, 0, 2.5, 20]], nil),
        ("▚", [[0, 0, 5, 10], [5, 10, 5, 10]], nil),
        ("▒", [[0, 0, 10, 20]], "0.5"),
    ]

    @Test("block glyphs are rectangles: full, halves, eighths, quadrants, shades", arguments: blockCases)
    func blocks(glyph: String, rects: [[Double]], opacity: String?) throws {
        var grid = CellGrid(width: 1, height: 1)
        grid.put(glyph, x: 0, y: 0, foreground: Self.blue)
        let svg = SVGEncoder(cellWidth: 10, cellHeight: 20, padding: 0).encode(grid)
        let drawn = try Self.elements("rect", in: svg).dropFirst()  // the first is the background
        #expect(drawn.map { r in ["x", "y", "width", "height"].map { Double(r.attribute(forName: $0)!)! } } == rects)
        #expect(drawn.allSatisfy { $0.attribute(forName: "fill") == "#0000ff" })
        #expect(drawn.first?.attribute(forName: "fill-opacity") == opacity)
        #expect(try Self.elements("text", in: svg).isEmpty)
    }

    @Test("box-drawing glyphs are strokes from the centre to the edges, so neighbours join")
    func boxes() throws {
        var grid = CellGrid(width: 3, height: 1)
        grid.put("╭─┤", x: 0, y: 0)
        let svg = SVGEncoder(cellWidth: 10, cellHeight: 20, padding: 0).encode(grid)
        let paths = try Self.elements("path", in: svg).map { $0.attribute(forName: "d")! }
        #expect(paths == ["M5 10H10M5 10V20", "M10 10H15M15 10H20", "M20 10H25M25 0V10M25 10V20"])
        #expect(try Self.elements("text", in: svg).isEmpty)
    }

    @Test("reverse swaps the colours; dim is translucent")
    func attributes() throws {
        var grid = CellGrid(width: 1, height: 1)
        grid.put("x", x: 0, y: 0, foreground: Self.blue, attributes: [.reverse, .dim])
        let svg = SVGEncoder(cellWidth: 10, cellHeight: 20, padding: 0).encode(grid)
        let rects = try Self.elements("rect", in: svg)
        #expect(rects.last?.attribute(forName: "fill") == "#0000ff")
        let text = try #require(try Self.elements("text", in: svg).first)
        #expect(text.attribute(forName: "fill") == SVGEncoder.Theme.dark.background.hex)
        #expect(text.attribute(forName: "fill-opacity") == "0.6")
    }
}
