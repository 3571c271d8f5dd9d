// Generated from presets/*.json by BuiltInPresetsTests (SEGUE_REGENERATE_PRESETS=1 swift test --filter BuiltInPresets).
// Do not edit: change the JSON files and regenerate.

/// The built-in presets: file name and JSON text of every file in `presets/`.
public enum BuiltInPresets {
    public static let files: [(name: String, text: String)] = [
        ("cover-vertical.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "cover-vertical",
  "title": "Cover Vertical",
  "summary": "The presented screen slides up from the bottom edge over the presenting one, and back down on dismiss. Approximated: UIKit does not publish the duration or curve, so Segue uses 0.5 s easeInOut.",
  "origin": { "library": "UIKit", "reproduces": "UIModalTransitionStyle.coverVertical" },
  "operations": ["present"],
  "duration": 0.5,
  "timing": "easeInOut",
  "direction": "fromBottom",
  "views": [
    { "id": "presenting" },
    { "id": "presented", "zIndex": 1 }
  ],
  "tracks": [
    { "view": "presented", "animate": { "translation.y": ["H", 0] } }
  ],
  "interactions": [
    { "operation": "dismiss", "pan": "fromTop", "distance": "H", "completion": "percent(0.5)" }
  ]
}
"""##),
        ("cross-dissolve.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "cross-dissolve",
  "title": "Cross Dissolve",
  "summary": "The presented screen fades in over the presenting one, and out on dismiss. Approximated: UIKit does not publish the duration or curve, so Segue uses 0.5 s easeInOut.",
  "origin": { "library": "UIKit", "reproduces": "UIModalTransitionStyle.crossDissolve" },
  "operations": ["present"],
  "duration": 0.5,
  "timing": "easeInOut",
  "views": [
    { "id": "presenting" },
    { "id": "presented", "zIndex": 1 }
  ],
  "tracks": [
    { "view": "presented", "animate": { "alpha": [0, 1] } }
  ],
  "interactions": [
    { "operation": "dismiss", "pan": "fromTop", "distance": "H", "completion": "percent(0.5)" }
  ]
}
"""##),
        ("dissolve.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "dissolve",
  "title": "Dissolve",
  "summary": "The new screen fades in on top of the old one; the reverse fades it out. Touchwonders' built-in catalog transition (0.5 s, easeInOut); it has no edge, so the pan here uses the navigation edge of Move.",
  "origin": { "library": "Touchwonders/Transition", "reproduces": "DissolveTransitionAnimation" },
  "operations": ["present", "push", "tabForward"],
  "duration": 0.5,
  "timing": "easeInOut",
  "views": [
    { "id": "presenting" },
    { "id": "presented", "zIndex": 1 }
  ],
  "tracks": [
    { "view": "presented", "animate": { "alpha": [0, 1] } }
  ],
  "interactions": [
    { "operation": "push", "pan": "fromRight", "distance": "W", "completion": "flick(1/3, 1200)" },
    { "operation": "pop", "pan": "fromLeft", "distance": "W", "completion": "flick(1/3, 1200)" }
  ]
}
"""##),
        ("flip-horizontal.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "flip-horizontal",
  "title": "Flip Horizontal",
  "summary": "Both screens turn together half a turn about the vertical centre axis, in perspective; each is hidden while it faces away. Approximated: the duration (0.75 s), curve and eye distance (1000 pt) are Segue's choice.",
  "origin": { "library": "UIKit", "reproduces": "UIModalTransitionStyle.flipHorizontal" },
  "operations": ["present"],
  "duration": 0.75,
  "timing": "easeInOut",
  "direction": "fromRight",
  "directions": ["fromRight", "fromLeft", "fromTop", "fromBottom"],
  "perspective": 1000,
  "views": [
    { "id": "presenting" },
    { "id": "presented", "zIndex": 1 }
  ],
  "tracks": [
    {
      "view": "presenting",
      "animate": {
        "rotation.y": [0, 180],
        "alpha": { "values": [1, 1, 0, 0], "keyTimes": [0, 0.5, 0.5, 1] }
      }
    },
    {
      "view": "presented",
      "animate": {
        "rotation.y": [-180, 0],
        "alpha": { "values": [0, 0, 1, 1], "keyTimes": [0, 0.5, 0.5, 1] }
      }
    }
  ]
}
"""##),
        ("layered-fade.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "layered-fade",
  "title": "Layered Fade",
  "summary": "Layered ranges: the old screen fades out over 0-0.2, the new one fades in over 0.1-0.4 on a violet background, and a shared element zooms with a spring (mass 0.1, stiffness 15, damping 2) whose settling time sets the real duration. Touchwonders' FadeTransition with InteractiveZoomTransition; the shared element's rectangles are Segue's stand-ins.",
  "origin": { "library": "Touchwonders/Transition", "reproduces": "FadeTransition + InteractiveZoomTransition" },
  "operations": ["push"],
  "duration": 0.8,
  "timing": "linear",
  "background": "#524d99",
  "views": [
    { "id": "presenting" },
    { "id": "presented", "zIndex": 1 },
    {
      "id": "sharedElement",
      "label": "photo",
      "frame": { "x": "0.1*W", "y": "0.4*H", "width": "0.3*W", "height": "0.3*W" },
      "zIndex": 2
    }
  ],
  "tracks": [
    { "view": "presenting", "range": [0, 0.2], "timing": "linear", "animate": { "alpha": [1, 0] } },
    { "view": "presented", "range": [0.1, 0.4], "timing": "linear", "animate": { "alpha": [0, 1] } },
    {
      "view": "sharedElement",
      "timing": "spring(mass: 0.1, stiffness: 15, damping: 2)",
      "animate": {
        "frame.x": ["0.1*W", 0],
        "frame.y": ["0.4*H", 0],
        "frame.width": ["0.3*W", "W"],
        "frame.height": ["0.3*W", "0.4*H"]
      }
    }
  ],
  "interactions": [
    { "operation": "pop", "pan": "fromTop", "distance": "H", "completion": "flick(0.33, 1200)" }
  ]
}
"""##),
        ("move.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "move",
  "title": "Move",
  "summary": "The new screen slides in from the right edge by one full width over the old one, which stays; pop slides it back out to the right. Touchwonders' catalog transition at edge .right (0.5 s, easeInOut, flick 1200 pt/s or 1/3).",
  "origin": { "library": "Touchwonders/Transition", "reproduces": "MoveTransitionAnimation" },
  "operations": ["present", "push", "tabForward"],
  "duration": 0.5,
  "timing": "easeInOut",
  "direction": "fromRight",
  "directions": ["fromRight", "fromLeft", "fromTop", "fromBottom"],
  "views": [
    { "id": "presenting" },
    { "id": "presented", "zIndex": 1 }
  ],
  "tracks": [
    { "view": "presented", "animate": { "translation.x": ["W", 0] } }
  ],
  "interactions": [
    { "operation": "push", "pan": "fromRight", "distance": "W", "completion": "flick(1/3, 1200)" },
    { "operation": "pop", "pan": "fromLeft", "distance": "W", "completion": "flick(1/3, 1200)" }
  ]
}
"""##),
        ("navigation-push.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "navigation-push",
  "title": "Navigation Push",
  "summary": "The pushed screen slides in from the right while the old one moves a third of the way left under it; pop runs it back, interactively from the left edge. Approximated: the duration (0.35 s), curve, parallax (0.3 W) and 20 pt edge zone are Segue's choice.",
  "origin": { "library": "UIKit", "reproduces": "UINavigationController push / interactivePopGestureRecognizer" },
  "operations": ["push"],
  "duration": 0.35,
  "timing": "easeInOut",
  "direction": "fromRight",
  "directions": ["fromRight", "fromLeft"],
  "views": [
    { "id": "presenting" },
    { "id": "presented", "zIndex": 1 }
  ],
  "tracks": [
    { "view": "presented", "animate": { "translation.x": ["W", 0] } },
    { "view": "presenting", "animate": { "translation.x": [0, "-0.3*W"] } }
  ],
  "interactions": [
    { "operation": "pop", "pan": "fromLeft", "edgeZone": 20, "distance": "W", "completion": "projection(0.998, 0.5)" }
  ]
}
"""##),
        ("page-sheet.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "page-sheet",
  "title": "Page Sheet",
  "summary": "The iOS 13 card: the sheet slides up to just below the top, the presenting screen shrinks back behind it with rounded corners, and a dim veil fades in. Approximated: the sheet's top inset (0.06 H), scale (0.92), corner radius (10 pt), dim (0.4), duration (0.5 s) and curve are Segue's choice.",
  "origin": { "library": "UIKit", "reproduces": "UIModalPresentationStyle.pageSheet (iOS 13)" },
  "operations": ["present"],
  "duration": 0.5,
  "timing": "easeInOut",
  "direction": "fromBottom",
  "views": [
    { "id": "presenting" },
    { "id": "background", "style": { "kind": "dim", "fill": "#000000" }, "zIndex": 1, "alpha": 0 },
    {
      "id": "presented",
      "frame": { "x": 0, "y": "0.06*H", "width": "W", "height": "0.94*H" },
      "style": { "cornerRadius": 10 },
      "zIndex": 2
    }
  ],
  "tracks": [
    { "view": "presented", "animate": { "translation.y": ["H", 0] } },
    {
      "view": "presenting",
      "animate": { "scale": [1, 0.92], "translation.y": [0, "0.02*H"], "cornerRadius": [0, 10] }
    },
    { "view": "background", "animate": { "alpha": [0, 0.4] } }
  ],
  "interactions": [
    { "operation": "dismiss", "pan": "fromTop", "distance": "0.94*H", "completion": "projection(0.998, 0.5)" }
  ]
}
"""##),
        ("push.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "push",
  "title": "Push",
  "summary": "As Move, and the old screen slides out to the left by the same distance at the same speed (no parallax). Touchwonders' catalog transition at edge .right (0.5 s, easeInOut, flick 1200 pt/s or 1/3).",
  "origin": { "library": "Touchwonders/Transition", "reproduces": "PushTransitionAnimation" },
  "operations": ["present", "push", "tabForward"],
  "duration": 0.5,
  "timing": "easeInOut",
  "direction": "fromRight",
  "directions": ["fromRight", "fromLeft", "fromTop", "fromBottom"],
  "views": [
    { "id": "presenting" },
    { "id": "presented", "zIndex": 1 }
  ],
  "tracks": [
    { "view": "presented", "animate": { "translation.x": ["W", 0] } },
    { "view": "presenting", "animate": { "translation.x": [0, "-W"] } }
  ],
  "interactions": [
    { "operation": "push", "pan": "fromRight", "distance": "W", "completion": "flick(1/3, 1200)" },
    { "operation": "pop", "pan": "fromLeft", "distance": "W", "completion": "flick(1/3, 1200)" }
  ]
}
"""##),
        ("reveal.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "reveal",
  "title": "Reveal",
  "summary": "The old screen is brought on top and slides out to the left, revealing the new one in place; pop slides it back in from the left. Touchwonders' catalog transition at edge .left (0.5 s, easeInOut, flick 1200 pt/s or 1/3).",
  "origin": { "library": "Touchwonders/Transition", "reproduces": "RevealTransitionAnimation" },
  "operations": ["present", "push", "tabForward"],
  "duration": 0.5,
  "timing": "easeInOut",
  "direction": "fromRight",
  "directions": ["fromRight", "fromLeft", "fromTop", "fromBottom"],
  "views": [
    { "id": "presented" },
    { "id": "presenting", "zIndex": 1 }
  ],
  "tracks": [
    { "view": "presenting", "animate": { "translation.x": [0, "-W"] } }
  ],
  "interactions": [
    { "operation": "push", "pan": "fromRight", "distance": "W", "completion": "flick(1/3, 1200)" },
    { "operation": "pop", "pan": "fromLeft", "distance": "W", "completion": "flick(1/3, 1200)" }
  ]
}
"""##),
        ("simple-drop.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "simple-drop",
  "title": "Simple Drop",
  "summary": "The new screen drops in from the top by one full height; pop lifts it back up, also with easeOut. Touchwonders' README SimpleAnimation (0.5 s, easeOut).",
  "origin": { "library": "Touchwonders/Transition", "reproduces": "SimpleAnimation (README)" },
  "operations": ["push"],
  "duration": 0.5,
  "timing": "easeOut",
  "direction": "fromTop",
  "views": [
    { "id": "presenting" },
    { "id": "presented", "zIndex": 1 }
  ],
  "tracks": [
    { "view": "presented", "animate": { "translation.y": ["-H", 0] } }
  ],
  "reverse": {
    "tracks": [
      { "view": "presented", "timing": "easeOut", "animate": { "translation.y": [0, "-H"] } }
    ]
  },
  "interactions": [
    { "operation": "pop", "pan": "fromBottom", "distance": "H", "completion": "flick(1/3, 1200)" }
  ]
}
"""##),
        ("slide-over.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "slide-over",
  "title": "Slide Over",
  "summary": "A plain slide: the new screen slides in from the right over the old one, which stays put. Segue's own reference transition for simulate and the playground.",
  "origin": { "library": "Segue", "reproduces": "plain slide-over" },
  "operations": ["present", "push"],
  "duration": 0.5,
  "timing": "easeInOut",
  "direction": "fromRight",
  "directions": ["fromRight", "fromLeft", "fromTop", "fromBottom"],
  "views": [
    { "id": "presenting" },
    { "id": "presented", "zIndex": 1 }
  ],
  "tracks": [
    { "view": "presented", "animate": { "translation.x": ["W", 0] } }
  ],
  "interactions": [
    { "operation": "present", "pan": "fromRight", "distance": "W", "completion": "percent(0.5)" },
    { "operation": "dismiss", "pan": "fromLeft", "distance": "W", "completion": "percent(0.5)" }
  ]
}
"""##),
    ]
}
