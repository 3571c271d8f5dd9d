import SegueCommands
import SegueEngine
import SegueText
import Testing

@Suite("Did-you-mean suggestions")
struct SuggestionTests {
    @Test("edit distance counts insertions, deletions, substitutions and transpositions")
    func distance() {
        #expect(Suggestion.distance("kitten", "sitting") == 3)
        #expect(Suggestion.distance("sampels", "samples") == 1)
        #expect(Suggestion.distance("", "abc") == 3)
        #expect(Suggestion.distance("plot", "plot") == 0)
        #expect(Suggestion.distance("ca", "abc") == 3)
    }

    @Test("only a close, likely typo is suggested; ties go to the first candidate")
    func closest() {
        #expect(Suggestion.closest(to: "--sampels", among: ["--at", "--samples", "--plot"]) == "--samples")
        #expect(Suggestion.closest(to: "curv", among: ["curve", "help"]) == "curve")
        #expect(Suggestion.closest(to: "--zebra", among: ["--at", "--samples", "--plot"]) == nil)
        #expect(Suggestion.closest(to: "x", among: ["h"]) == nil)
        #expect(Suggestion.closest(to: "lst", among: ["list", "lint"]) == "list")
    }
}
