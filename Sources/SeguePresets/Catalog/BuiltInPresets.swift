// Generated from presets/*.json by BuiltInPresetsTests (SEGUE_REGENERATE_PRESETS=1 swift test --filter BuiltInPresets).
// Do not edit: change the JSON files and regenerate.

/// The built-in presets: file name and JSON text of every file in `presets/`.
public enum BuiltInPresets {
    public static let files: [(name: String, text: String)] = [
        ("alpha-by-step.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "alpha-by-step",
  "title": "Alpha By Step",
  "summary": "Over the current screen: the old screen dims to 50 % in the first half, then comes back to full while the new one fades in to 80 % (it stays translucent). AZTransitions' AlphaByStepTransition example (1 s keyframes, UIKit's default easeInOut overall). It defines no dismissal, so the system's cover-vertical slide down is used, here over the same 1 s. No gesture.",
  "origin": { "library": "azimin/AZTransitions", "reproduces": "AlphaByStepTransition (example)" },
  "operations": ["present"],
  "duration": 1,
  "timing": "easeInOut",
  "views": [
    { "id": "presenting" },
    { "id": "presented", "zIndex": 1, "alpha": 0 }
  ],
  "tracks": [
    { "view": "presenting", "animate": { "alpha": [1, 0.5, 1] } },
    { "view": "presented", "animate": { "alpha": { "values": [0, 0, 0.8], "keyTimes": [0, 0.5, 1] } } }
  ],
  "reverse": {
    "tracks": [
      { "view": "presented", "animate": { "translation.y": [0, "H"] } }
    ]
  }
}
"""##),
        ("app-store.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "app-store",
  "title": "App Store",
  "summary": "A card (20 pt insets, 412 pt tall, corners 13 pt) expands to full screen while a light blur veils the list behind; the dismissal shrinks it back into its place. EasyTransitions' AppStoreAnimator (0.85 s, spring damping 0.8, blur style .light), demo card; pulling down dismisses (progress = drag / H, finish past 0.5 or faster than 100 pt/s, unless moving back faster than 5 pt/s). Approximated: the card's top (100 pt) is Segue's choice, and the demo's icon offset and close-button fade are left out.",
  "origin": { "library": "marcosgriselli/EasyTransitions", "reproduces": "AppStoreAnimator" },
  "operations": ["present"],
  "duration": 0.85,
  "timing": "spring(dampingRatio: 0.8)",
  "views": [
    { "id": "presenting" },
    {
      "id": "background",
      "label": "blur",
      "style": { "kind": "blur", "fill": "#f2f2f7" },
      "zIndex": 1,
      "alpha": 0
    },
    {
      "id": "presented",
      "frame": { "x": 20, "y": 100, "width": "W - 40", "height": 412 },
      "style": { "cornerRadius": 13 },
      "zIndex": 2
    }
  ],
  "tracks": [
    {
      "view": "presented",
      "animate": { "frame.x": [20, 0], "frame.y": [100, 0], "frame.width": ["W - 40", "W"], "frame.height": [412, "H"], "cornerRadius": [13, 0] }
    },
    { "view": "background", "animate": { "alpha": [0, 1] } }
  ],
  "interactions": [
    {
      "operation": "dismiss",
      "pan": "fromTop",
      "distance": "H",
      "completion": "percent-or-velocity(0.5, 100, -5)"
    }
  ]
}
"""##),
        ("back-fade.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "back-fade",
  "title": "Back Fade",
  "summary": "Both screens recede to a third of their size (zPosition 0, -2000, 0, linear) and come back, cross-fading around the deepest point with ADTC's steep curve cubic-bezier(0.8, 0, 0, 0.2). ADBackFadeTransition (no orientation). Nothing approximated. Pop plays the push backwards with the roles swapped (ADTC's reverseTransition); the duration is the demo's default 0.5 s; perspective m34 = -1/1000; both layers single-sided. Interaction: ADTC has none; Segue adds a navigation-style pop, an edge pan from the side the old screen returns from (20 pt zone, projection(0.998, 0.5)).",
  "origin": { "library": "applidium/ADTransitionController", "reproduces": "ADBackFadeTransition" },
  "operations": ["push"],
  "duration": 0.5,
  "timing": "linear",
  "perspective": 1000,
  "views": [
    { "id": "presenting", "doubleSided": false },
    { "id": "presented", "zIndex": 1, "doubleSided": false }
  ],
  "tracks": [
    {
      "view": "presented",
      "animate": { "zPosition": [0, -2000, 0] }
    },
    {
      "view": "presenting",
      "animate": { "zPosition": [0, -2000, 0] }
    },
    {
      "view": "presented",
      "timing": "cubic-bezier(0.8, 0.0, 0.0, 0.2)",
      "animate": { "alpha": [0, 1] }
    },
    {
      "view": "presenting",
      "timing": "cubic-bezier(0.8, 0.0, 0.0, 0.2)",
      "animate": { "alpha": [1, 0] }
    }
  ],
  "interactions": [
    {
      "operation": "pop",
      "pan": "fromLeft",
      "edgeZone": 20,
      "distance": "W",
      "completion": "projection(0.998, 0.5)"
    }
  ]
}
"""##),
        ("bubble.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "bubble",
  "title": "Bubble",
  "summary": "A red circle grows from a point 50 pt above the bottom centre until it covers the screen (diameter twice the distance to the farthest corner), and the new screen grows out of the same point from 0.001 to full size while fading in, over a black 50 % mask; 0.25 s easeInOut; the dismissal is the exact reverse. AlertTransition's demo BubbleTransition (a port of andreamazz/BubbleTransition). Approximated: the circle is drawn as its bounding square with rounded corners. No gesture, as in the original.",
  "origin": { "library": "loopeer/AlertTransition", "reproduces": "BubbleTransition (demo)" },
  "operations": ["present"],
  "duration": 0.25,
  "timing": "easeInOut",
  "views": [
    { "id": "presenting" },
    { "id": "background", "style": { "kind": "dim", "fill": "#000000" }, "zIndex": 1, "alpha": 0 },
    {
      "id": "bubble",
      "role": "background",
      "frame": { "x": "W/2 - sqrt(W*W/4 + (H - 50)*(H - 50))", "y": "H - 50 - sqrt(W*W/4 + (H - 50)*(H - 50))", "width": "2*sqrt(W*W/4 + (H - 50)*(H - 50))", "height": "2*sqrt(W*W/4 + (H - 50)*(H - 50))" },
      "style": { "kind": "card", "fill": "#ff0000" },
      "zIndex": 2
    },
    { "id": "presented", "zIndex": 3 }
  ],
  "tracks": [
    {
      "view": "bubble",
      "animate": { "scale": [0.001, 1], "cornerRadius": ["sqrt(W*W/4 + (H - 50)*(H - 50))", "sqrt(W*W/4 + (H - 50)*(H - 50))"] }
    },
    {
      "view": "presented",
      "animate": { "translation.y": ["H/2 - 50", 0], "scale": [0.001, 1], "alpha": [0, 1] }
    },
    { "view": "background", "animate": { "alpha": [0, 0.5] } }
  ]
}
"""##),
        ("carrousel.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "carrousel",
  "title": "Carrousel",
  "summary": "A concave ring turning about an axis in front of the screen: the stage goes from Ry(-90°) then T(W/2, 0, W/2) to identity (the old face holds T(-W/2, 0, -W/2) then Ry(90°)) while backing off a full screen dimension (zPosition 0, -D, 0 with the circle pair). Rotation and translation interpolate separately, as in Core Animation. ADCarrouselTransition. Copied as coded: ADTC's vertical orientations are swapped (TTB enters from the bottom, BTT from the top), so fromTop and fromBottom play them that way. Orientations RTL, LTR, TTB, BTT are fromRight, fromLeft, fromTop, fromBottom. Pop plays the push backwards with the roles swapped (ADTC's reverseTransition); the duration is the demo's default 0.5 s; perspective m34 = -1/1000; both layers single-sided. Interaction: ADTC has none; Segue adds a navigation-style pop, an edge pan from the side the old screen returns from (20 pt zone, projection(0.998, 0.5)).",
  "origin": { "library": "applidium/ADTransitionController", "reproduces": "ADCarrouselTransition" },
  "operations": ["push"],
  "duration": 0.5,
  "timing": "linear",
  "direction": "fromRight",
  "directions": ["fromRight", "fromLeft", "fromTop", "fromBottom"],
  "perspective": 1000,
  "views": [
    { "id": "presenting", "doubleSided": false },
    { "id": "presented", "zIndex": 1, "doubleSided": false }
  ],
  "tracks": [
    {
      "view": "container",
      "animate": {
        "zPosition": {
          "values": [0, "-W", 0],
          "curves": ["cubic-bezier(0.248615, 0.390524, 0.609476, 1.0)", "cubic-bezier(0.390524, 0.0, 0.751385, 0.609476)"]
        }
      }
    },
    {
      "view": "container",
      "directions": ["fromRight", "fromLeft"],
      "animate": { "rotation.y": [-90, 0], "translation.x": ["W/2", 0], "translation.z": ["W/2", 0] }
    },
    {
      "view": "presenting",
      "directions": ["fromRight", "fromLeft"],
      "animate": { "rotation.y": [90], "translation.x": ["-W/2"], "translation.z": ["W/2"] }
    },
    {
      "view": "container",
      "directions": ["fromTop", "fromBottom"],
      "animate": { "rotation.y": [90, 0], "translation.x": ["-W/2", 0], "translation.z": ["W/2", 0] }
    },
    {
      "view": "presenting",
      "directions": ["fromTop", "fromBottom"],
      "animate": { "rotation.y": [-90], "translation.x": ["W/2"], "translation.z": ["W/2"] }
    }
  ],
  "interactions": [
    {
      "operation": "pop",
      "pan": "fromLeft",
      "edgeZone": 20,
      "distance": "W",
      "completion": "projection(0.998, 0.5)"
    }
  ]
}
"""##),
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
        ("cross.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "cross",
  "title": "Cross",
  "summary": "A transform transition: the stage turns Ry(90°) to identity about the vertical centre axis while the old screen holds Ry(-90°), so the two screens, rigidly 90° apart, form an X at mid-time. Linear. ADCrossTransition (no orientation). Nothing approximated: the stage is ADTC's animated container layer. Pop plays the push backwards with the roles swapped (ADTC's reverseTransition); the duration is the demo's default 0.5 s; perspective m34 = -1/1000; both layers single-sided. Interaction: ADTC has none; Segue adds a navigation-style pop, an edge pan from the side the old screen returns from (20 pt zone, projection(0.998, 0.5)).",
  "origin": { "library": "applidium/ADTransitionController", "reproduces": "ADCrossTransition" },
  "operations": ["push"],
  "duration": 0.5,
  "timing": "linear",
  "perspective": 1000,
  "views": [
    { "id": "presenting", "doubleSided": false },
    { "id": "presented", "zIndex": 1, "doubleSided": false }
  ],
  "tracks": [
    {
      "view": "container",
      "animate": { "rotation.y": [90, 0] }
    },
    {
      "view": "presenting",
      "animate": { "rotation.y": [-90] }
    }
  ],
  "interactions": [
    {
      "operation": "pop",
      "pan": "fromLeft",
      "edgeZone": 20,
      "distance": "W",
      "completion": "projection(0.998, 0.5)"
    }
  ]
}
"""##),
        ("cube.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "cube",
  "title": "Cube",
  "summary": "A convex cube turning about an axis behind the screen: the stage goes from Ry(90°) then T(W/2, 0, -W/2) to identity (the old face holds T(-W/2, 0, W/2) then Ry(-90°)), dipping a fixed 36 pt (zPosition 0, -36, 0 with the circle pair). As in Core Animation the stage's rotation and translation interpolate separately, so mid-time is (0.25 W, 0, -0.25 W), not a rigid rotation. ADCubeTransition. Nothing approximated. Orientations RTL, LTR, TTB, BTT are fromRight, fromLeft, fromTop, fromBottom. Pop plays the push backwards with the roles swapped (ADTC's reverseTransition); the duration is the demo's default 0.5 s; perspective m34 = -1/1000; both layers single-sided. Interaction: ADTC has none; Segue adds a navigation-style pop, an edge pan from the side the old screen returns from (20 pt zone, projection(0.998, 0.5)).",
  "origin": { "library": "applidium/ADTransitionController", "reproduces": "ADCubeTransition" },
  "operations": ["push"],
  "duration": 0.5,
  "timing": "linear",
  "direction": "fromRight",
  "directions": ["fromRight", "fromLeft", "fromTop", "fromBottom"],
  "perspective": 1000,
  "views": [
    { "id": "presenting", "doubleSided": false },
    { "id": "presented", "zIndex": 1, "doubleSided": false }
  ],
  "tracks": [
    {
      "view": "container",
      "animate": {
        "rotation.y": [90, 0],
        "translation.x": ["W/2", 0],
        "translation.z": ["-W/2", 0],
        "zPosition": {
          "values": [0, -36, 0],
          "curves": ["cubic-bezier(0.248615, 0.390524, 0.609476, 1.0)", "cubic-bezier(0.390524, 0.0, 0.751385, 0.609476)"]
        }
      }
    },
    {
      "view": "presenting",
      "animate": { "rotation.y": [-90], "translation.x": ["-W/2"], "translation.z": ["-W/2"] }
    }
  ],
  "interactions": [
    {
      "operation": "pop",
      "pan": "fromLeft",
      "edgeZone": 20,
      "distance": "W",
      "completion": "projection(0.998, 0.5)"
    }
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
        ("easy-all.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "easy-all",
  "title": "Easy All",
  "summary": "The alert fades in while turning back from 0.75 rad about its top-left corner, growing from half size and rising 200 pt; the dismissal plays it backwards. AlertTransition's EasyTransition, demo row 'all' of EasyTransitionController: a 200 x 250 alert centred over a black 50 % mask, 0.25 s spring with damping 0.7. Dragging the alert moves it with the finger; let go more than 70 pt away on either axis and the dismissal runs from there, otherwise it springs back (0.33 s, damping 0.5); velocity is ignored.",
  "origin": { "library": "loopeer/AlertTransition", "reproduces": "EasyTransition (demo 'all')" },
  "operations": ["present"],
  "duration": 0.25,
  "timing": "spring(dampingRatio: 0.7)",
  "views": [
    { "id": "presenting" },
    { "id": "background", "style": { "kind": "dim", "fill": "#000000" }, "zIndex": 1, "alpha": 0 },
    {
      "id": "presented",
      "frame": { "x": "(W - 200)/2", "y": "(H - 250)/2", "width": 200, "height": 250 },
      "zIndex": 2
    }
  ],
  "tracks": [
    {
      "view": "presented",
      "animate": { "anchor.x": [0, 0], "anchor.y": [0, 0], "alpha": [0, 1], "rotation.z": ["0.75*180/3.141592653589793", 0], "scale": [0.5, 1], "translation.y": [200, 0] }
    },
    { "view": "background", "timing": "easeInOut", "animate": { "alpha": [0, 0.5] } }
  ],
  "interactions": [
    {
      "operation": "dismiss",
      "direct": { "view": "presented", "threshold": 70, "springBack": { "duration": 0.33, "timing": "spring(dampingRatio: 0.5)" } }
    }
  ]
}
"""##),
        ("easy-alpha.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "easy-alpha",
  "title": "Easy Alpha",
  "summary": "The alert fades in, and fades out on dismiss. AlertTransition's EasyTransition, demo row 'alpha' of EasyTransitionController: a 200 x 250 alert centred over a black 50 % mask, 0.25 s spring with damping 0.7. Dragging the alert moves it with the finger; let go more than 70 pt away on either axis and the dismissal runs from there, otherwise it springs back (0.33 s, damping 0.5); velocity is ignored.",
  "origin": { "library": "loopeer/AlertTransition", "reproduces": "EasyTransition (demo 'alpha')" },
  "operations": ["present"],
  "duration": 0.25,
  "timing": "spring(dampingRatio: 0.7)",
  "views": [
    { "id": "presenting" },
    { "id": "background", "style": { "kind": "dim", "fill": "#000000" }, "zIndex": 1, "alpha": 0 },
    {
      "id": "presented",
      "frame": { "x": "(W - 200)/2", "y": "(H - 250)/2", "width": 200, "height": 250 },
      "zIndex": 2
    }
  ],
  "tracks": [
    { "view": "presented", "animate": { "alpha": [0, 1] } },
    { "view": "background", "timing": "easeInOut", "animate": { "alpha": [0, 0.5] } }
  ],
  "interactions": [
    {
      "operation": "dismiss",
      "direct": { "view": "presented", "threshold": 70, "springBack": { "duration": 0.33, "timing": "spring(dampingRatio: 0.5)" } }
    }
  ]
}
"""##),
        ("easy-bouncy.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "easy-bouncy",
  "title": "Easy Bouncy",
  "summary": "The alert springs up 500 pt into place with a bouncy spring (damping 0.3) and slides back down with the default one (0.7). AlertTransition's EasyTransition, demo row 'presentAnimateParams' of EasyTransitionController: a 200 x 250 alert centred over a black 50 % mask, 0.25 s spring with damping 0.3. Dragging the alert moves it with the finger; let go more than 70 pt away on either axis and the dismissal runs from there, otherwise it springs back (0.33 s, damping 0.5); velocity is ignored.",
  "origin": { "library": "loopeer/AlertTransition", "reproduces": "EasyTransition (demo 'presentAnimateParams')" },
  "operations": ["present"],
  "duration": 0.25,
  "timing": "spring(dampingRatio: 0.3)",
  "views": [
    { "id": "presenting" },
    { "id": "background", "style": { "kind": "dim", "fill": "#000000" }, "zIndex": 1, "alpha": 0 },
    {
      "id": "presented",
      "frame": { "x": "(W - 200)/2", "y": "(H - 250)/2", "width": 200, "height": 250 },
      "zIndex": 2
    }
  ],
  "tracks": [
    { "view": "presented", "animate": { "translation.y": [500, 0] } },
    { "view": "background", "timing": "easeInOut", "animate": { "alpha": [0, 0.5] } }
  ],
  "reverse": {
    "tracks": [
      { "view": "presented", "timing": "spring(dampingRatio: 0.7)", "animate": { "translation.y": [0, 500] } },
      { "view": "background", "timing": "easeInOut", "animate": { "alpha": [0.5, 0] } }
    ]
  },
  "interactions": [
    {
      "operation": "dismiss",
      "direct": { "view": "presented", "threshold": 70, "springBack": { "duration": 0.33, "timing": "spring(dampingRatio: 0.5)" } }
    }
  ]
}
"""##),
        ("easy-presenting-scale.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "easy-presenting-scale",
  "title": "Easy Presenting Scale",
  "summary": "The alert grows from half size while fading in, and the screen behind shrinks to 90 %; both come back on dismiss. AlertTransition's EasyTransition, demo row 'presentatingViewTransforms' of EasyTransitionController: a 200 x 250 alert centred over a black 50 % mask, 0.25 s spring with damping 0.7. Dragging the alert moves it with the finger; let go more than 70 pt away on either axis and the dismissal runs from there, otherwise it springs back (0.33 s, damping 0.5); velocity is ignored.",
  "origin": { "library": "loopeer/AlertTransition", "reproduces": "EasyTransition (demo 'presentatingViewTransforms')" },
  "operations": ["present"],
  "duration": 0.25,
  "timing": "spring(dampingRatio: 0.7)",
  "views": [
    { "id": "presenting" },
    { "id": "background", "style": { "kind": "dim", "fill": "#000000" }, "zIndex": 1, "alpha": 0 },
    {
      "id": "presented",
      "frame": { "x": "(W - 200)/2", "y": "(H - 250)/2", "width": 200, "height": 250 },
      "zIndex": 2
    }
  ],
  "tracks": [
    { "view": "presented", "animate": { "scale": [0.5, 1], "alpha": [0, 1] } },
    { "view": "presenting", "animate": { "scale": [1, 0.9] } },
    { "view": "background", "timing": "easeInOut", "animate": { "alpha": [0, 0.5] } }
  ],
  "interactions": [
    {
      "operation": "dismiss",
      "direct": { "view": "presented", "threshold": 70, "springBack": { "duration": 0.33, "timing": "spring(dampingRatio: 0.5)" } }
    }
  ]
}
"""##),
        ("easy-rotation-alpha.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "easy-rotation-alpha",
  "title": "Easy Rotation + Alpha",
  "summary": "The alert swings in by 90 degrees about its top-left corner while fading in, and swings back out fading. AlertTransition's EasyTransition, demo row 'rotation+alpha' of EasyTransitionController: a 200 x 250 alert centred over a black 50 % mask, 0.25 s spring with damping 0.7. Dragging the alert moves it with the finger; let go more than 70 pt away on either axis and the dismissal runs from there, otherwise it springs back (0.33 s, damping 0.5); velocity is ignored.",
  "origin": { "library": "loopeer/AlertTransition", "reproduces": "EasyTransition (demo 'rotation+alpha')" },
  "operations": ["present"],
  "duration": 0.25,
  "timing": "spring(dampingRatio: 0.7)",
  "views": [
    { "id": "presenting" },
    { "id": "background", "style": { "kind": "dim", "fill": "#000000" }, "zIndex": 1, "alpha": 0 },
    {
      "id": "presented",
      "frame": { "x": "(W - 200)/2", "y": "(H - 250)/2", "width": 200, "height": 250 },
      "zIndex": 2
    }
  ],
  "tracks": [
    {
      "view": "presented",
      "animate": { "anchor.x": [0, 0], "anchor.y": [0, 0], "rotation.z": [90, 0], "alpha": [0, 1] }
    },
    { "view": "background", "timing": "easeInOut", "animate": { "alpha": [0, 0.5] } }
  ],
  "interactions": [
    {
      "operation": "dismiss",
      "direct": { "view": "presented", "threshold": 70, "springBack": { "duration": 0.33, "timing": "spring(dampingRatio: 0.5)" } }
    }
  ]
}
"""##),
        ("easy-rotation.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "easy-rotation",
  "title": "Easy Rotation",
  "summary": "The alert swings in by 90 degrees about its top-left corner and swings back out on dismiss. AlertTransition's EasyTransition, demo row 'rotation' of EasyTransitionController: a 200 x 250 alert centred over a black 50 % mask, 0.25 s spring with damping 0.7. Dragging the alert moves it with the finger; let go more than 70 pt away on either axis and the dismissal runs from there, otherwise it springs back (0.33 s, damping 0.5); velocity is ignored.",
  "origin": { "library": "loopeer/AlertTransition", "reproduces": "EasyTransition (demo 'rotation')" },
  "operations": ["present"],
  "duration": 0.25,
  "timing": "spring(dampingRatio: 0.7)",
  "views": [
    { "id": "presenting" },
    { "id": "background", "style": { "kind": "dim", "fill": "#000000" }, "zIndex": 1, "alpha": 0 },
    {
      "id": "presented",
      "frame": { "x": "(W - 200)/2", "y": "(H - 250)/2", "width": 200, "height": 250 },
      "zIndex": 2
    }
  ],
  "tracks": [
    { "view": "presented", "animate": { "anchor.x": [0, 0], "anchor.y": [0, 0], "rotation.z": [90, 0] } },
    { "view": "background", "timing": "easeInOut", "animate": { "alpha": [0, 0.5] } }
  ],
  "interactions": [
    {
      "operation": "dismiss",
      "direct": { "view": "presented", "threshold": 70, "springBack": { "duration": 0.33, "timing": "spring(dampingRatio: 0.5)" } }
    }
  ]
}
"""##),
        ("easy-scale-alpha.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "easy-scale-alpha",
  "title": "Easy Scale + Alpha",
  "summary": "The alert grows from half size while fading in, and shrinks and fades on dismiss. AlertTransition's EasyTransition, demo row 'scale+alpha' of EasyTransitionController: a 200 x 250 alert centred over a black 50 % mask, 0.25 s spring with damping 0.7. Dragging the alert moves it with the finger; let go more than 70 pt away on either axis and the dismissal runs from there, otherwise it springs back (0.33 s, damping 0.5); velocity is ignored.",
  "origin": { "library": "loopeer/AlertTransition", "reproduces": "EasyTransition (demo 'scale+alpha')" },
  "operations": ["present"],
  "duration": 0.25,
  "timing": "spring(dampingRatio: 0.7)",
  "views": [
    { "id": "presenting" },
    { "id": "background", "style": { "kind": "dim", "fill": "#000000" }, "zIndex": 1, "alpha": 0 },
    {
      "id": "presented",
      "frame": { "x": "(W - 200)/2", "y": "(H - 250)/2", "width": 200, "height": 250 },
      "zIndex": 2
    }
  ],
  "tracks": [
    { "view": "presented", "animate": { "scale": [0.5, 1], "alpha": [0, 1] } },
    { "view": "background", "timing": "easeInOut", "animate": { "alpha": [0, 0.5] } }
  ],
  "interactions": [
    {
      "operation": "dismiss",
      "direct": { "view": "presented", "threshold": 70, "springBack": { "duration": 0.33, "timing": "spring(dampingRatio: 0.5)" } }
    }
  ]
}
"""##),
        ("easy-scale.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "easy-scale",
  "title": "Easy Scale",
  "summary": "The alert grows from 10 % to full size and shrinks back on dismiss. AlertTransition's EasyTransition, demo row 'scale' of EasyTransitionController: a 200 x 250 alert centred over a black 50 % mask, 0.25 s spring with damping 0.7. Dragging the alert moves it with the finger; let go more than 70 pt away on either axis and the dismissal runs from there, otherwise it springs back (0.33 s, damping 0.5); velocity is ignored.",
  "origin": { "library": "loopeer/AlertTransition", "reproduces": "EasyTransition (demo 'scale')" },
  "operations": ["present"],
  "duration": 0.25,
  "timing": "spring(dampingRatio: 0.7)",
  "views": [
    { "id": "presenting" },
    { "id": "background", "style": { "kind": "dim", "fill": "#000000" }, "zIndex": 1, "alpha": 0 },
    {
      "id": "presented",
      "frame": { "x": "(W - 200)/2", "y": "(H - 250)/2", "width": 200, "height": 250 },
      "zIndex": 2
    }
  ],
  "tracks": [
    { "view": "presented", "animate": { "scale": [0.1, 1] } },
    { "view": "background", "timing": "easeInOut", "animate": { "alpha": [0, 0.5] } }
  ],
  "interactions": [
    {
      "operation": "dismiss",
      "direct": { "view": "presented", "threshold": 70, "springBack": { "duration": 0.33, "timing": "spring(dampingRatio: 0.5)" } }
    }
  ]
}
"""##),
        ("easy-translation-alpha.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "easy-translation-alpha",
  "title": "Easy Translation + Alpha",
  "summary": "The alert drops in from 100 pt above while fading in, and leaves 100 pt downward while fading out. AlertTransition's EasyTransition, demo row 'transition+alpha' of EasyTransitionController: a 200 x 250 alert centred over a black 50 % mask, 0.25 s spring with damping 0.7. Dragging the alert moves it with the finger; let go more than 70 pt away on either axis and the dismissal runs from there, otherwise it springs back (0.33 s, damping 0.5); velocity is ignored.",
  "origin": { "library": "loopeer/AlertTransition", "reproduces": "EasyTransition (demo 'transition+alpha')" },
  "operations": ["present"],
  "duration": 0.25,
  "timing": "spring(dampingRatio: 0.7)",
  "views": [
    { "id": "presenting" },
    { "id": "background", "style": { "kind": "dim", "fill": "#000000" }, "zIndex": 1, "alpha": 0 },
    {
      "id": "presented",
      "frame": { "x": "(W - 200)/2", "y": "(H - 250)/2", "width": 200, "height": 250 },
      "zIndex": 2
    }
  ],
  "tracks": [
    { "view": "presented", "animate": { "translation.y": [-100, 0], "alpha": [0, 1] } },
    { "view": "background", "timing": "easeInOut", "animate": { "alpha": [0, 0.5] } }
  ],
  "reverse": {
    "tracks": [
      {
        "view": "presented",
        "timing": "spring(dampingRatio: 0.7)",
        "animate": { "translation.y": [0, 100], "alpha": [1, 0] }
      },
      { "view": "background", "timing": "easeInOut", "animate": { "alpha": [0.5, 0] } }
    ]
  },
  "interactions": [
    {
      "operation": "dismiss",
      "direct": { "view": "presented", "threshold": 70, "springBack": { "duration": 0.33, "timing": "spring(dampingRatio: 0.5)" } }
    }
  ]
}
"""##),
        ("easy-translation-rotation.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "easy-translation-rotation",
  "title": "Easy Translation + Rotation",
  "summary": "The alert, turned -0.75 rad about its top-left corner and lifted 300 pt, swings down into place; on dismiss it shrinks to half size and fades. AlertTransition's EasyTransition, demo row 'transition+rotation' of EasyTransitionController: a 200 x 250 alert centred over a black 50 % mask, 0.25 s spring with damping 0.7. The rotation moves the anchor to the top-left corner for good, so the dismissal scales about that corner, as in the original. Dragging the alert moves it with the finger; let go more than 70 pt away on either axis and the dismissal runs from there, otherwise it springs back (0.33 s, damping 0.5); velocity is ignored.",
  "origin": { "library": "loopeer/AlertTransition", "reproduces": "EasyTransition (demo 'transition+rotation')" },
  "operations": ["present"],
  "duration": 0.25,
  "timing": "spring(dampingRatio: 0.7)",
  "views": [
    { "id": "presenting" },
    { "id": "background", "style": { "kind": "dim", "fill": "#000000" }, "zIndex": 1, "alpha": 0 },
    {
      "id": "presented",
      "frame": { "x": "(W - 200)/2", "y": "(H - 250)/2", "width": 200, "height": 250 },
      "zIndex": 2
    }
  ],
  "tracks": [
    {
      "view": "presented",
      "animate": { "anchor.x": [0, 0], "anchor.y": [0, 0], "rotation.z": ["-0.75*180/3.141592653589793", 0], "translation.y": [-300, 0] }
    },
    { "view": "background", "timing": "easeInOut", "animate": { "alpha": [0, 0.5] } }
  ],
  "reverse": {
    "tracks": [
      {
        "view": "presented",
        "timing": "spring(dampingRatio: 0.7)",
        "animate": { "scale": [1, 0.5], "alpha": [1, 0] }
      },
      { "view": "background", "timing": "easeInOut", "animate": { "alpha": [0.5, 0] } }
    ]
  },
  "interactions": [
    {
      "operation": "dismiss",
      "direct": { "view": "presented", "threshold": 70, "springBack": { "duration": 0.33, "timing": "spring(dampingRatio: 0.5)" } }
    }
  ]
}
"""##),
        ("easy-translation.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "easy-translation",
  "title": "Easy Translation",
  "summary": "The alert slides up 500 pt into place and slides back down on dismiss. AlertTransition's EasyTransition, demo row 'transition' of EasyTransitionController: a 200 x 250 alert centred over a black 50 % mask, 0.25 s spring with damping 0.7. The demo sets closeGesture, so it has no drag-to-dismiss.",
  "origin": { "library": "loopeer/AlertTransition", "reproduces": "EasyTransition (demo 'transition')" },
  "operations": ["present"],
  "duration": 0.25,
  "timing": "spring(dampingRatio: 0.7)",
  "views": [
    { "id": "presenting" },
    { "id": "background", "style": { "kind": "dim", "fill": "#000000" }, "zIndex": 1, "alpha": 0 },
    {
      "id": "presented",
      "frame": { "x": "(W - 200)/2", "y": "(H - 250)/2", "width": 200, "height": 250 },
      "zIndex": 2
    }
  ],
  "tracks": [
    { "view": "presented", "animate": { "translation.y": [500, 0] } },
    { "view": "background", "timing": "easeInOut", "animate": { "alpha": [0, 0.5] } }
  ]
}
"""##),
        ("fade.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "fade",
  "title": "Fade",
  "summary": "The new screen fades in while the old one fades out, linearly. ADFadeTransition (no orientation). Nothing approximated. Pop plays the push backwards with the roles swapped (ADTC's reverseTransition); the duration is the demo's default 0.5 s; perspective m34 = -1/1000; both layers single-sided. Interaction: ADTC has none; Segue adds a navigation-style pop, an edge pan from the side the old screen returns from (20 pt zone, projection(0.998, 0.5)).",
  "origin": { "library": "applidium/ADTransitionController", "reproduces": "ADFadeTransition" },
  "operations": ["push"],
  "duration": 0.5,
  "timing": "linear",
  "perspective": 1000,
  "views": [
    { "id": "presenting", "doubleSided": false },
    { "id": "presented", "zIndex": 1, "doubleSided": false }
  ],
  "tracks": [
    {
      "view": "presented",
      "animate": { "alpha": [0, 1] }
    },
    {
      "view": "presenting",
      "animate": { "alpha": [1, 0] }
    }
  ],
  "interactions": [
    {
      "operation": "pop",
      "pan": "fromLeft",
      "edgeZone": 20,
      "distance": "W",
      "completion": "projection(0.998, 0.5)"
    }
  ]
}
"""##),
        ("fashion.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "fashion",
  "title": "Fashion",
  "summary": "On black, the old screen shrinks to a 35 % card in the left slot (centre 0.275 W) for the first 0.5 s, revealing the new one as a 35 % card in the right slot (centre 0.725 W), which then comes to the front and grows to full screen in the second 0.5 s; the dismissal mirrors it. AZTransitions' FashionTransition example (1.0 s, two easeInOut halves). No gesture: AZTransitions only offers a manual progress API.",
  "origin": { "library": "azimin/AZTransitions", "reproduces": "FashionTransition (example)" },
  "operations": ["present"],
  "duration": 1,
  "timing": "easeInOut",
  "background": "#000000",
  "views": [
    { "id": "presented" },
    { "id": "presenting", "zIndex": 1 }
  ],
  "tracks": [
    {
      "view": "presenting",
      "range": [0, 0.5],
      "animate": { "scale": [1, 0.35], "translation.x": [0, "-0.225*W"] }
    },
    {
      "view": "presented",
      "range": [0.5, 1],
      "animate": { "scale": [0.35, 1], "translation.x": ["0.225*W", 0] }
    },
    {
      "view": "presented",
      "timing": "linear",
      "animate": { "zIndex": { "values": [0, 0, 2, 2], "keyTimes": [0, 0.5, 0.5, 1] } }
    }
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
        ("flip.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "flip",
  "title": "Flip",
  "summary": "Both screens turn together half a turn (π - 0.001 rad, ε picking the direction) about the centre axis, linearly, while dipping back by half the screen's width (zPosition 0, -W/2, 0 with the circle pair); each is hidden while it faces away. ADFlipTransition. Nothing approximated. Orientations RTL, LTR, TTB, BTT are fromRight, fromLeft, fromTop, fromBottom. Pop plays the push backwards with the roles swapped (ADTC's reverseTransition); the duration is the demo's default 0.5 s; perspective m34 = -1/1000; both layers single-sided. Interaction: ADTC has none; Segue adds a navigation-style pop, an edge pan from the side the old screen returns from (20 pt zone, projection(0.998, 0.5)).",
  "origin": { "library": "applidium/ADTransitionController", "reproduces": "ADFlipTransition" },
  "operations": ["push"],
  "duration": 0.5,
  "timing": "linear",
  "direction": "fromRight",
  "directions": ["fromRight", "fromLeft", "fromTop", "fromBottom"],
  "perspective": 1000,
  "views": [
    { "id": "presenting", "doubleSided": false },
    { "id": "presented", "zIndex": 1, "doubleSided": false }
  ],
  "tracks": [
    {
      "view": "presented",
      "animate": {
        "rotation.y": ["180 - 0.001*180/3.141592653589793", 0],
        "zPosition": {
          "values": [0, "-W/2", 0],
          "curves": ["cubic-bezier(0.248615, 0.390524, 0.609476, 1.0)", "cubic-bezier(0.390524, 0.0, 0.751385, 0.609476)"]
        }
      }
    },
    {
      "view": "presenting",
      "animate": {
        "rotation.y": [0, "-(180 - 0.001*180/3.141592653589793)"],
        "zPosition": {
          "values": [0, "-W/2", 0],
          "curves": ["cubic-bezier(0.248615, 0.390524, 0.609476, 1.0)", "cubic-bezier(0.390524, 0.0, 0.751385, 0.609476)"]
        }
      }
    }
  ],
  "interactions": [
    {
      "operation": "pop",
      "pan": "fromLeft",
      "edgeZone": 20,
      "distance": "W",
      "completion": "projection(0.998, 0.5)"
    }
  ]
}
"""##),
        ("fold.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "fold",
  "title": "Fold",
  "summary": "The new screen, flipped over its right edge (π - 0.001 rad, back face hidden), swings about that edge onto the screen and fades in; the old one folds 90° about its left edge and fades out, linearly. ADFoldTransition. Approximated: the anchors' compensating translations are implied. Orientations RTL, LTR, TTB, BTT are fromRight, fromLeft, fromTop, fromBottom. Pop plays the push backwards with the roles swapped (ADTC's reverseTransition); the duration is the demo's default 0.5 s; perspective m34 = -1/1000; both layers single-sided. Interaction: ADTC has none; Segue adds a navigation-style pop, an edge pan from the side the old screen returns from (20 pt zone, projection(0.998, 0.5)).",
  "origin": { "library": "applidium/ADTransitionController", "reproduces": "ADFoldTransition" },
  "operations": ["push"],
  "duration": 0.5,
  "timing": "linear",
  "direction": "fromRight",
  "directions": ["fromRight", "fromLeft", "fromTop", "fromBottom"],
  "perspective": 1000,
  "views": [
    { "id": "presenting", "doubleSided": false },
    { "id": "presented", "zIndex": 1, "doubleSided": false }
  ],
  "tracks": [
    {
      "view": "presented",
      "animate": { "anchor.x": [1], "rotation.y": ["-(180 - 0.001*180/3.141592653589793)", 0], "alpha": [0, 1] }
    },
    {
      "view": "presenting",
      "animate": { "anchor.x": [0], "rotation.y": [0, 90], "alpha": [1, 0] }
    }
  ],
  "interactions": [
    {
      "operation": "pop",
      "pan": "fromLeft",
      "edgeZone": 20,
      "distance": "W",
      "completion": "projection(0.998, 0.5)"
    }
  ]
}
"""##),
        ("ghost.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "ghost",
  "title": "Ghost",
  "summary": "The new screen shrinks from twice its size into place while fading in; the old one shrinks to a point (scale 0.01) and fades out. ADGhostTransition (no orientation). Approximated: ADTC also scales z, which a flat view does not show. Pop plays the push backwards with the roles swapped (ADTC's reverseTransition); the duration is the demo's default 0.5 s; perspective m34 = -1/1000; both layers single-sided. Interaction: ADTC has none; Segue adds a navigation-style pop, an edge pan from the side the old screen returns from (20 pt zone, projection(0.998, 0.5)).",
  "origin": { "library": "applidium/ADTransitionController", "reproduces": "ADGhostTransition" },
  "operations": ["push"],
  "duration": 0.5,
  "timing": "linear",
  "perspective": 1000,
  "views": [
    { "id": "presenting", "doubleSided": false },
    { "id": "presented", "zIndex": 1, "doubleSided": false }
  ],
  "tracks": [
    {
      "view": "presented",
      "animate": { "alpha": [0, 1], "scale": [2, 1] }
    },
    {
      "view": "presenting",
      "animate": { "alpha": [1, 0], "scale": [1, 0.01] }
    }
  ],
  "interactions": [
    {
      "operation": "pop",
      "pan": "fromLeft",
      "edgeZone": 20,
      "distance": "W",
      "completion": "projection(0.998, 0.5)"
    }
  ]
}
"""##),
        ("glue.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "glue",
  "title": "Glue",
  "summary": "The new screen slides in from 1.5 screens away; the old one, hinged at its far edge, swings away (45° horizontally, 30° vertically) and then flattens while receding by 0.7 W (W even for vertical orientations, as coded), fading in the last half (opacity 1, 1, 0). Hinge keyframes use the circle pair. ADGlueTransition. Approximated: the anchor's compensating translation is implied by Segue's anchor. Orientations RTL, LTR, TTB, BTT are fromRight, fromLeft, fromTop, fromBottom. Pop plays the push backwards with the roles swapped (ADTC's reverseTransition); the duration is the demo's default 0.5 s; perspective m34 = -1/1000; both layers single-sided. Interaction: ADTC has none; Segue adds a navigation-style pop, an edge pan from the side the old screen returns from (20 pt zone, projection(0.998, 0.5)).",
  "origin": { "library": "applidium/ADTransitionController", "reproduces": "ADGlueTransition" },
  "operations": ["push"],
  "duration": 0.5,
  "timing": "linear",
  "direction": "fromRight",
  "directions": ["fromRight", "fromLeft", "fromTop", "fromBottom"],
  "perspective": 1000,
  "views": [
    { "id": "presenting", "doubleSided": false },
    { "id": "presented", "zIndex": 1, "doubleSided": false }
  ],
  "tracks": [
    {
      "view": "presented",
      "animate": { "translation.x": ["1.5*W", 0] }
    },
    {
      "view": "presenting",
      "animate": { "anchor.x": [0], "alpha": [1, 1, 0] }
    },
    {
      "view": "presenting",
      "directions": ["fromRight", "fromLeft"],
      "animate": {
        "rotation.y": {
          "values": [0, 45, 0],
          "curves": ["cubic-bezier(0.248615, 0.390524, 0.609476, 1.0)", "cubic-bezier(0.390524, 0.0, 0.751385, 0.609476)"]
        },
        "translation.z": {
          "values": [0, 0, "-0.7*W"],
          "curves": ["cubic-bezier(0.248615, 0.390524, 0.609476, 1.0)", "cubic-bezier(0.390524, 0.0, 0.751385, 0.609476)"]
        }
      }
    },
    {
      "view": "presenting",
      "directions": ["fromTop", "fromBottom"],
      "animate": {
        "rotation.y": {
          "values": [0, 30, 0],
          "curves": ["cubic-bezier(0.248615, 0.390524, 0.609476, 1.0)", "cubic-bezier(0.390524, 0.0, 0.751385, 0.609476)"]
        },
        "translation.z": {
          "values": [0, 0, "-0.7*H"],
          "curves": ["cubic-bezier(0.248615, 0.390524, 0.609476, 1.0)", "cubic-bezier(0.390524, 0.0, 0.751385, 0.609476)"]
        }
      }
    }
  ],
  "interactions": [
    {
      "operation": "pop",
      "pan": "fromLeft",
      "edgeZone": 20,
      "distance": "W",
      "completion": "projection(0.998, 0.5)"
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
        ("menu.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "menu",
  "title": "Menu",
  "summary": "A side menu as wide as the demo's (H/1136 x 511 pt) is revealed from the left: the screen slides right by the menu's width while the menu follows at half speed from -M/2 (parallax), under a black 50 % mask that follows the screen; linear, 0.25 s; the dismissal is the exact reverse. AlertTransition's MenuTransition with MenuPercentDrivenTransition: a pan starting within 40 pt of the left edge opens it, a pan to the left closes it, progress = translation / menu width, finish past 0.5, velocity ignored. Approximated: the begin gate's 'one controller in the navigation stack' and the iOS 11 delay workaround are not modelled.",
  "origin": { "library": "loopeer/AlertTransition", "reproduces": "MenuTransition + MenuPercentDrivenTransition" },
  "operations": ["present"],
  "duration": 0.25,
  "timing": "linear",
  "direction": "fromLeft",
  "directions": ["fromLeft"],
  "views": [
    { "id": "presented", "label": "menu", "frame": { "x": 0, "y": 0, "width": "511*H/1136", "height": "H" } },
    { "id": "presenting", "zIndex": 1 },
    { "id": "background", "style": { "kind": "dim", "fill": "#000000" }, "zIndex": 2, "alpha": 0 }
  ],
  "tracks": [
    { "view": "presented", "animate": { "translation.x": ["-511*H/1136/2", 0] } },
    { "view": "presenting", "animate": { "translation.x": [0, "511*H/1136"] } },
    { "view": "background", "animate": { "translation.x": [0, "511*H/1136"], "alpha": [0, 0.5] } }
  ],
  "interactions": [
    {
      "operation": "present",
      "pan": "fromLeft",
      "edgeZone": 40,
      "distance": "511*H/1136",
      "completion": "percent(0.5)"
    },
    { "operation": "dismiss", "pan": "fromRight", "distance": "511*H/1136", "completion": "percent(0.5)" }
  ]
}
"""##),
        ("modern-push.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "modern-push",
  "title": "Modern Push",
  "summary": "The new screen slides in with easeOut over the old one, which dims to half opacity without moving; pop slides it out with the time-reversed easeOut. ADModernPushTransition (\"Push\" in the demo). Approximated: zPosition -0.001 on the old screen is zIndex. Orientations RTL, LTR, TTB, BTT are fromRight, fromLeft, fromTop, fromBottom. Pop plays the push backwards with the roles swapped (ADTC's reverseTransition); the duration is the demo's default 0.5 s; perspective m34 = -1/1000; both layers single-sided. Interaction: ADTC has none; Segue adds a navigation-style pop, an edge pan from the side the old screen returns from (20 pt zone, projection(0.998, 0.5)).",
  "origin": { "library": "applidium/ADTransitionController", "reproduces": "ADModernPushTransition" },
  "operations": ["push"],
  "duration": 0.5,
  "timing": "linear",
  "direction": "fromRight",
  "directions": ["fromRight", "fromLeft", "fromTop", "fromBottom"],
  "perspective": 1000,
  "views": [
    { "id": "presenting", "doubleSided": false },
    { "id": "presented", "zIndex": 1, "doubleSided": false }
  ],
  "tracks": [
    {
      "view": "presented",
      "timing": "easeOut",
      "animate": { "translation.x": ["W", 0] }
    },
    {
      "view": "presenting",
      "animate": { "alpha": [1, 0.5] }
    }
  ],
  "interactions": [
    {
      "operation": "pop",
      "pan": "fromLeft",
      "edgeZone": 20,
      "distance": "W",
      "completion": "projection(0.998, 0.5)"
    }
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
        ("presentation-sheet.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "presentation-sheet",
  "title": "Presentation Sheet",
  "summary": "A 370 pt sheet (10 pt side insets, 10 pt above the bottom) rises from below the bottom edge while a black 50 % shadow fades in behind it; the dismissal sinks it back. EasyTransitions' PresentationControllerAnimator (1.0 s, spring damping 0.8) with the demo's frame: a pan up on the screen presents (progress = drag / H), a pan down on the sheet dismisses (progress = drag / 370), each finishing past 0.5 or faster than 100 pt/s. Approximated: the demo's image fade-in is left out.",
  "origin": { "library": "marcosgriselli/EasyTransitions", "reproduces": "PresentationControllerAnimator" },
  "operations": ["present"],
  "duration": 1,
  "timing": "spring(dampingRatio: 0.8)",
  "views": [
    { "id": "presenting" },
    {
      "id": "background",
      "label": "shadow",
      "style": { "kind": "dim", "fill": "#000000" },
      "zIndex": 1,
      "alpha": 0
    },
    { "id": "presented", "frame": { "x": 10, "y": "H - 380", "width": "W - 20", "height": 370 }, "zIndex": 2 }
  ],
  "tracks": [
    { "view": "presented", "animate": { "translation.y": [380, 0] } },
    { "view": "background", "animate": { "alpha": [0, 0.5] } }
  ],
  "interactions": [
    {
      "operation": "present",
      "pan": "fromBottom",
      "distance": "H",
      "completion": "percent-or-velocity(0.5, 100, -5)"
    },
    {
      "operation": "dismiss",
      "pan": "fromTop",
      "distance": 370,
      "completion": "percent-or-velocity(0.5, 100, -5)"
    }
  ]
}
"""##),
        ("push-rotate.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "push-rotate",
  "title": "Push Rotate",
  "summary": "The new screen slides in by one screen while the old one, hinged at its far edge, swings 90° away like a door and fades out, linearly. ADPushRotateTransition. Approximated: the anchor's compensating translation is implied; zPosition -0.001 is a zIndex. Orientations RTL, LTR, TTB, BTT are fromRight, fromLeft, fromTop, fromBottom. Pop plays the push backwards with the roles swapped (ADTC's reverseTransition); the duration is the demo's default 0.5 s; perspective m34 = -1/1000; both layers single-sided. Interaction: ADTC has none; Segue adds a navigation-style pop, an edge pan from the side the old screen returns from (20 pt zone, projection(0.998, 0.5)).",
  "origin": { "library": "applidium/ADTransitionController", "reproduces": "ADPushRotateTransition" },
  "operations": ["push"],
  "duration": 0.5,
  "timing": "linear",
  "direction": "fromRight",
  "directions": ["fromRight", "fromLeft", "fromTop", "fromBottom"],
  "perspective": 1000,
  "views": [
    { "id": "presenting", "doubleSided": false },
    { "id": "presented", "zIndex": 1, "doubleSided": false }
  ],
  "tracks": [
    {
      "view": "presented",
      "animate": { "translation.x": ["W", 0] }
    },
    {
      "view": "presenting",
      "animate": { "anchor.x": [0], "rotation.y": [0, 90], "alpha": [1, 0] }
    }
  ],
  "interactions": [
    {
      "operation": "pop",
      "pan": "fromLeft",
      "edgeZone": 20,
      "distance": "W",
      "completion": "projection(0.998, 0.5)"
    }
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
        ("scale.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "scale",
  "title": "Scale",
  "summary": "The new screen slides in over the old one, which shrinks to 80 % and fades out behind it. ADScaleTransition. Approximated: the zPositions -0.001 and -0.01 are zIndex 1 and 0; ADTC's z scale of 1 is implied. Orientations RTL, LTR, TTB, BTT are fromRight, fromLeft, fromTop, fromBottom. Pop plays the push backwards with the roles swapped (ADTC's reverseTransition); the duration is the demo's default 0.5 s; perspective m34 = -1/1000; both layers single-sided. Interaction: ADTC has none; Segue adds a navigation-style pop, an edge pan from the side the old screen returns from (20 pt zone, projection(0.998, 0.5)).",
  "origin": { "library": "applidium/ADTransitionController", "reproduces": "ADScaleTransition" },
  "operations": ["push"],
  "duration": 0.5,
  "timing": "linear",
  "direction": "fromRight",
  "directions": ["fromRight", "fromLeft", "fromTop", "fromBottom"],
  "perspective": 1000,
  "views": [
    { "id": "presenting", "doubleSided": false },
    { "id": "presented", "zIndex": 1, "doubleSided": false }
  ],
  "tracks": [
    {
      "view": "presented",
      "animate": { "translation.x": ["W", 0] }
    },
    {
      "view": "presenting",
      "animate": { "alpha": [1, 0], "scale": [1, 0.8] }
    }
  ],
  "interactions": [
    {
      "operation": "pop",
      "pan": "fromLeft",
      "edgeZone": 20,
      "distance": "W",
      "completion": "projection(0.998, 0.5)"
    }
  ]
}
"""##),
        ("shared-element.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "shared-element",
  "title": "Shared Element",
  "summary": "An 80 pt shape travels from its place near the bottom of the screen into a hole in a drop target that slides down from above to cover the top half; the dismissal lifts the target away and the shape goes back. Touchwonders' ShapeInteractionAnimation + DropTargetViewAnimation (0.3 s; target easeOut in, easeIn out; the shape on a spring of mass 2, stiffness 1500, damping 98, whose settling time sets the real duration); dragging up drives both (present: progress over the shape's way to the hole; dismiss: upward drag / H), finishing on a 1200 pt/s flick or past 1/3. Approximated: the target's final offset (half the height), the shape's size and places, and the shape's way back are Segue's choice; the gesture velocity is not fed into the spring.",
  "origin": { "library": "Touchwonders/Transition", "reproduces": "ShapeInteractionAnimation + DropTargetViewAnimation" },
  "operations": ["present"],
  "duration": 0.3,
  "timing": "easeOut",
  "views": [
    { "id": "presenting" },
    { "id": "presented", "label": "drop target", "zIndex": 1 },
    {
      "id": "sharedElement",
      "label": "shape",
      "frame": { "x": "W/2 - 40", "y": "0.75*H", "width": 80, "height": 80 },
      "zIndex": 2
    }
  ],
  "tracks": [
    { "view": "presented", "animate": { "translation.y": ["-H", "-0.5*H"] } },
    {
      "view": "sharedElement",
      "timing": "spring(mass: 2, stiffness: 1500, damping: 98)",
      "animate": { "frame.y": ["0.75*H", "0.25*H - 40"] }
    }
  ],
  "reverse": {
    "tracks": [
      { "view": "presented", "timing": "easeIn", "animate": { "translation.y": ["-0.5*H", "-H"] } },
      {
        "view": "sharedElement",
        "timing": "spring(mass: 2, stiffness: 1500, damping: 98)",
        "animate": { "frame.y": ["0.25*H - 40", "0.75*H"] }
      }
    ]
  },
  "interactions": [
    {
      "operation": "present",
      "pan": "fromBottom",
      "distance": "0.5*H + 40",
      "completion": "flick(1/3, 1200)"
    },
    { "operation": "dismiss", "pan": "fromBottom", "distance": "H", "completion": "flick(1/3, 1200)" }
  ]
}
"""##),
        ("show.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "show",
  "title": "Show",
  "summary": "Push: the new screen slides in from the right edge over the old one, which drifts 30 % of the width to the left (parallax); pop reverses it. EasyTransitions' ShowAnimator (0.7 s keyframe animation with UIKit's default easeInOut); a pull down pops (progress = drag / H, finish past 0.5 or faster than 100 pt/s). Approximated: the gallery demo's staggered cell animations and the scroll-offset begin gate are left out.",
  "origin": { "library": "marcosgriselli/EasyTransitions", "reproduces": "ShowAnimator" },
  "operations": ["push"],
  "duration": 0.7,
  "timing": "easeInOut",
  "direction": "fromRight",
  "views": [
    { "id": "presenting" },
    { "id": "presented", "zIndex": 1 }
  ],
  "tracks": [
    { "view": "presented", "animate": { "translation.x": ["W", 0] } },
    { "view": "presenting", "animate": { "translation.x": [0, "-0.3*W"] } }
  ],
  "interactions": [
    {
      "operation": "pop",
      "pan": "fromTop",
      "distance": "H",
      "completion": "percent-or-velocity(0.5, 100, -5)"
    }
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
        ("slide.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "slide",
  "title": "Slide",
  "summary": "Three thirds (4 evenly spaced keyframes, linear, scale factor 0.7): the old screen shrinks to 70 % while fading to half, both slide one screen at 70 %, the new screen grows back to 100 %. ADSlideTransition. Approximated: the shared zPosition -0.001 is a zIndex. Orientations RTL, LTR, TTB, BTT are fromRight, fromLeft, fromTop, fromBottom. Pop plays the push backwards with the roles swapped (ADTC's reverseTransition); the duration is the demo's default 0.5 s; perspective m34 = -1/1000; both layers single-sided. Interaction: ADTC has none; Segue adds a navigation-style pop, an edge pan from the side the old screen returns from (20 pt zone, projection(0.998, 0.5)).",
  "origin": { "library": "applidium/ADTransitionController", "reproduces": "ADSlideTransition" },
  "operations": ["push"],
  "duration": 0.5,
  "timing": "linear",
  "direction": "fromRight",
  "directions": ["fromRight", "fromLeft", "fromTop", "fromBottom"],
  "perspective": 1000,
  "views": [
    { "id": "presenting", "doubleSided": false },
    { "id": "presented", "zIndex": 1, "doubleSided": false }
  ],
  "tracks": [
    {
      "view": "presented",
      "animate": { "scale": [1, 0.7, 0.7, 1], "translation.x": ["W", "W", 0, 0], "alpha": [0, 0, 0.5, 1] }
    },
    {
      "view": "presenting",
      "animate": { "scale": [1, 0.7, 0.7, 1], "translation.x": [0, 0, "-W", "-W"], "alpha": [1, 0.5, 0, 0] }
    }
  ],
  "interactions": [
    {
      "operation": "pop",
      "pan": "fromLeft",
      "edgeZone": 20,
      "distance": "W",
      "completion": "projection(0.998, 0.5)"
    }
  ]
}
"""##),
        ("swap.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "swap",
  "title": "Swap",
  "summary": "Card swap: the new card comes forward from zPosition -2000 while swinging out to one side (Ry(-36°) then 0.6 W) and back; the old card swings to the other side and recedes to -2000. Swing keyframes [I, side, I] use ADTC's circle pair, depth is linear. ADSwapTransition. Nothing approximated. Orientations RTL, LTR, TTB, BTT are fromRight, fromLeft, fromTop, fromBottom. Pop plays the push backwards with the roles swapped (ADTC's reverseTransition); the duration is the demo's default 0.5 s; perspective m34 = -1/1000; both layers single-sided. Interaction: ADTC has none; Segue adds a navigation-style pop, an edge pan from the side the old screen returns from (20 pt zone, projection(0.998, 0.5)).",
  "origin": { "library": "applidium/ADTransitionController", "reproduces": "ADSwapTransition" },
  "operations": ["push"],
  "duration": 0.5,
  "timing": "linear",
  "direction": "fromRight",
  "directions": ["fromRight", "fromLeft", "fromTop", "fromBottom"],
  "perspective": 1000,
  "views": [
    { "id": "presenting", "doubleSided": false },
    { "id": "presented", "zIndex": 1, "doubleSided": false }
  ],
  "tracks": [
    {
      "view": "presented",
      "animate": {
        "zPosition": [-2000, 0],
        "rotation.y": {
          "values": [0, -36, 0],
          "curves": ["cubic-bezier(0.248615, 0.390524, 0.609476, 1.0)", "cubic-bezier(0.390524, 0.0, 0.751385, 0.609476)"]
        },
        "translation.x": {
          "values": [0, "0.6*W", 0],
          "curves": ["cubic-bezier(0.248615, 0.390524, 0.609476, 1.0)", "cubic-bezier(0.390524, 0.0, 0.751385, 0.609476)"]
        }
      }
    },
    {
      "view": "presenting",
      "animate": {
        "zPosition": [0, -2000],
        "rotation.y": {
          "values": [0, 36, 0],
          "curves": ["cubic-bezier(0.248615, 0.390524, 0.609476, 1.0)", "cubic-bezier(0.390524, 0.0, 0.751385, 0.609476)"]
        },
        "translation.x": {
          "values": [0, "-0.6*W", 0],
          "curves": ["cubic-bezier(0.248615, 0.390524, 0.609476, 1.0)", "cubic-bezier(0.390524, 0.0, 0.751385, 0.609476)"]
        }
      }
    }
  ],
  "interactions": [
    {
      "operation": "pop",
      "pan": "fromLeft",
      "edgeZone": 20,
      "distance": "W",
      "completion": "projection(0.998, 0.5)"
    }
  ]
}
"""##),
        ("swipe-fade.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "swipe-fade",
  "title": "Swipe Fade",
  "summary": "The new screen slides in over the old one, which fades out in place behind it. ADSwipeFadeTransition. Approximated: the zPositions -0.001 (front) and -0.01 (behind) are zIndex 1 and 0. Orientations RTL, LTR, TTB, BTT are fromRight, fromLeft, fromTop, fromBottom. Pop plays the push backwards with the roles swapped (ADTC's reverseTransition); the duration is the demo's default 0.5 s; perspective m34 = -1/1000; both layers single-sided. Interaction: ADTC has none; Segue adds a navigation-style pop, an edge pan from the side the old screen returns from (20 pt zone, projection(0.998, 0.5)).",
  "origin": { "library": "applidium/ADTransitionController", "reproduces": "ADSwipeFadeTransition" },
  "operations": ["push"],
  "duration": 0.5,
  "timing": "linear",
  "direction": "fromRight",
  "directions": ["fromRight", "fromLeft", "fromTop", "fromBottom"],
  "perspective": 1000,
  "views": [
    { "id": "presenting", "doubleSided": false },
    { "id": "presented", "zIndex": 1, "doubleSided": false }
  ],
  "tracks": [
    {
      "view": "presented",
      "animate": { "translation.x": ["W", 0] }
    },
    {
      "view": "presenting",
      "animate": { "alpha": [1, 0] }
    }
  ],
  "interactions": [
    {
      "operation": "pop",
      "pan": "fromLeft",
      "edgeZone": 20,
      "distance": "W",
      "completion": "projection(0.998, 0.5)"
    }
  ]
}
"""##),
        ("swipe.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "swipe",
  "title": "Swipe",
  "summary": "A full-distance push: the new screen slides in from the edge by one screen while the old one slides out the other side, linearly, no parallax. ADSwipeTransition. Approximated: ADTC's equal zPosition -0.001 stacking is a zIndex. Orientations RTL, LTR, TTB, BTT are fromRight, fromLeft, fromTop, fromBottom. Pop plays the push backwards with the roles swapped (ADTC's reverseTransition); the duration is the demo's default 0.5 s; perspective m34 = -1/1000; both layers single-sided. Interaction: ADTC has none; Segue adds a navigation-style pop, an edge pan from the side the old screen returns from (20 pt zone, projection(0.998, 0.5)).",
  "origin": { "library": "applidium/ADTransitionController", "reproduces": "ADSwipeTransition" },
  "operations": ["push"],
  "duration": 0.5,
  "timing": "linear",
  "direction": "fromRight",
  "directions": ["fromRight", "fromLeft", "fromTop", "fromBottom"],
  "perspective": 1000,
  "views": [
    { "id": "presenting", "doubleSided": false },
    { "id": "presented", "zIndex": 1, "doubleSided": false }
  ],
  "tracks": [
    {
      "view": "presented",
      "animate": { "translation.x": ["W", 0] }
    },
    {
      "view": "presenting",
      "animate": { "translation.x": [0, "-W"] }
    }
  ],
  "interactions": [
    {
      "operation": "pop",
      "pan": "fromLeft",
      "edgeZone": 20,
      "distance": "W",
      "completion": "projection(0.998, 0.5)"
    }
  ]
}
"""##),
        ("tab-shape.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "tab-shape",
  "title": "Tab Shape",
  "summary": "Tab switch: the new tab swings in from 1.2 widths to the right, turned 9 degrees and scaled 1.2 about its centre, while a dark blur veils the old tab (0.4 s easeOut); switching back comes from the left, turned the other way. Touchwonders' ShapeTransitionAnimation (tab bar, rightToLeft false) with PanInteractionController.forTabBarTransitions: pan left for the next tab, right for the previous, finish on a 1200 pt/s flick or past 1/3.",
  "origin": { "library": "Touchwonders/Transition", "reproduces": "ShapeTransitionAnimation" },
  "operations": ["tabForward"],
  "duration": 0.4,
  "timing": "easeOut",
  "direction": "fromRight",
  "directions": ["fromRight", "fromLeft"],
  "views": [
    { "id": "presenting" },
    {
      "id": "background",
      "label": "blur",
      "style": { "kind": "blur", "fill": "#1c1c1e" },
      "zIndex": 1,
      "alpha": 0
    },
    { "id": "presented", "zIndex": 2 }
  ],
  "tracks": [
    {
      "view": "presented",
      "animate": { "translation.x": ["1.2*W", 0], "rotation.z": [9, 0], "scale": [1.2, 1] }
    },
    { "view": "background", "animate": { "alpha": [0, 1] } }
  ],
  "interactions": [
    { "operation": "tabForward", "pan": "fromRight", "distance": "W", "completion": "flick(1/3, 1200)" },
    { "operation": "tabBack", "pan": "fromLeft", "distance": "W", "completion": "flick(1/3, 1200)" }
  ]
}
"""##),
        ("trolley.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "trolley",
  "title": "Trolley",
  "summary": "A bottom card as tall as the demo's (W/638 x 893 pt) slides up (0.5 s, easeInOut) while the screen behind tilts back 15 degrees about x, pushed 100 pt away and shrunk to 85 % under an eye distance of 6000 pt (first half), then settles flat at 85 % raised 20 pt (second half), over a black 50 % mask; the dismissal is the exact reverse. AlertTransition's TrolleyTransition (code values, not the README's). Approximated: the 85 % scale is applied before the tilt instead of after it (corners differ by under 1.5 pt). No gesture, as in the original.",
  "origin": { "library": "loopeer/AlertTransition", "reproduces": "TrolleyTransition" },
  "operations": ["present"],
  "duration": 0.5,
  "timing": "easeInOut",
  "views": [
    { "id": "presenting" },
    { "id": "background", "style": { "kind": "dim", "fill": "#000000" }, "zIndex": 1, "alpha": 0 },
    {
      "id": "presented",
      "frame": { "x": 0, "y": "H - 893*W/638", "width": "W", "height": "893*W/638" },
      "zIndex": 2
    }
  ],
  "tracks": [
    { "view": "presented", "animate": { "translation.y": ["893*W/638", 0] } },
    {
      "view": "presenting",
      "timing": "linear",
      "animate": { "rotation.x": { "values": [0, 15, 0], "curves": ["easeInOut"] }, "scale": { "values": [1, 0.85, 0.85], "curves": ["easeInOut"] }, "translation.y": { "values": [0, "85*0.25881904510252074", -20], "curves": ["easeInOut"] }, "translation.z": { "values": [0, "-100*0.9659258262890683", 0], "curves": ["easeInOut"] }, "perspective": [6000, 6000] }
    },
    { "view": "background", "animate": { "alpha": [0, 0.5] } }
  ]
}
"""##),
        ("zoom.json", ##"""
{
  "$schema": "segue-preset.schema.json",
  "name": "zoom",
  "title": "Zoom",
  "summary": "The new screen grows out of a source rectangle (scale sw/tw, sh/th, then translate by the centres' difference) to fill the screen while the old one waits behind. ADZoomTransition (initWithSourceRect:andTargetRect:). Approximated: the source rectangle, which ADTC takes from the tapped cell, is a stand-in 44 pt full-width row at 0.4 H; the target is the whole screen. Pop plays the push backwards with the roles swapped (ADTC's reverseTransition); the duration is the demo's default 0.5 s; perspective m34 = -1/1000; both layers single-sided. Interaction: ADTC has none; Segue adds a navigation-style pop, an edge pan from the side the old screen returns from (20 pt zone, projection(0.998, 0.5)).",
  "origin": { "library": "applidium/ADTransitionController", "reproduces": "ADZoomTransition" },
  "operations": ["push"],
  "duration": 0.5,
  "timing": "linear",
  "perspective": 1000,
  "views": [
    { "id": "presenting", "doubleSided": false },
    { "id": "presented", "zIndex": 1, "doubleSided": false }
  ],
  "tracks": [
    {
      "view": "presented",
      "animate": { "scale.y": ["44/H", 1], "translation.y": ["0.4*H + 22 - 0.5*H", 0] }
    }
  ],
  "interactions": [
    {
      "operation": "pop",
      "pan": "fromLeft",
      "edgeZone": 20,
      "distance": "W",
      "completion": "projection(0.998, 0.5)"
    }
  ]
}
"""##),
    ]
}
