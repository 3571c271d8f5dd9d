/// The file `segue new NAME` writes without `--from`: a minimal preset that lints clean and plays.
/// The presented screen slides in from the right over the presenting one on present (0.35 s,
/// easeOut) and back on dismiss; a pan from the left edge (20 pt zone) dismisses it, finishing past
/// half the width.
public enum PresetTemplate {
    /// The file's text for preset `name` (kebab-case: `PresetDecoder.nameProblem`).
    public static func text(name: String) -> String {
        """
        {
          "$schema": "\(PresetCatalog.schemaFileName)",
          "name": \(PresetPatch.quoted(name)),
          "title": \(PresetPatch.quoted(title(name))),
          "summary": "The presented screen slides in from the right over the presenting one, and back out on dismiss; a pan from the left edge dismisses it.",
          "origin": { "library": "your own", "reproduces": \(PresetPatch.quoted(name)) },
          "operations": ["present"],
          "duration": 0.35,
          "timing": "easeOut",
          "direction": "fromRight",
          "views": [
            { "id": "presenting" },
            { "id": "presented", "zIndex": 1 }
          ],
          "tracks": [
            { "view": "presented", "animate": { "translation.x": ["W", 0] } }
          ],
          "interactions": [
            { "operation": "dismiss", "pan": "fromLeft", "edgeZone": 20, "distance": "W", "completion": "percent(0.5)" }
          ]
        }

        """
    }

    /// `my-slide` → `My Slide`.
    static func title(_ name: String) -> String {
        name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
