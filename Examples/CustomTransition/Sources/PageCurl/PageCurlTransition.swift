import Foundation
import SegueEngine

/// A page turned from its right edge: the presenting view is cut into vertical strips that wrap
/// round a cylinder rolling to the left, uncovering the presented view beneath.
///
/// No preset can say this: a strip's place and turn are the sine and cosine of its distance past
/// the curl line, a different function of progress for every strip. The geometry, in points
/// (x to the right, the container's width W, the cylinder's radius R):
/// - the curl line stands at `curlLine(progress:)`, from W at 0 to −πR at 1 (the page is then
///   wholly turned and off the stage to the left);
/// - a strip whose centre is d points past the line (d > 0) lies on the cylinder while d < πR:
///   its centre at x = line + R·sin(d/R), turned by d/R about its vertical axis; beyond, it lies
///   flat on its back at x = line − (d − πR), turned by π;
/// - a strip before the line (d ≤ 0) has not moved.
public struct PageCurlTransition: PoseTransition {
    public let duration: Double
    public let container: Size
    /// How many strips the page is cut into.
    public let strips: Int
    /// The cylinder's radius, points.
    public let radius: Double

    /// - Parameters:
    ///   - container: the screen, points.
    ///   - duration: seconds.
    ///   - strips: at least 1.
    ///   - radius: points, above 0.
    public init(container: Size = .phonePortrait, duration: Double = 0.8, strips: Int = 12, radius: Double = 40) {
        self.container = container
        self.duration = duration
        self.strips = max(1, strips)
        self.radius = max(1, radius)
    }

    public var name: String { "page-curl" }

    /// Drag the page from its right edge to the left, over its width: released past a third it
    /// turns, and a flick of 1200 pt/s or more turns it or lays it back whichever way it goes.
    public var interaction: TransitionInteraction {
        TransitionInteraction(pan: .init(direction: .fromRight, distance: container.width), policy: CompletionPolicy(.flick))
    }

    /// The width of one strip, points.
    public var stripWidth: Double { container.width / Double(strips) }

    /// The curl line's x at `progress`, points: W at 0, −πR at 1.
    public func curlLine(progress: Double) -> Double {
        container.width - progress * (container.width + Double.pi * radius)
    }

    /// Where strip `index`'s centre is, points, and its turn about its vertical axis, radians.
    public func strip(_ index: Int, progress: Double) -> (centreX: Double, turn: Double) {
        let line = curlLine(progress: progress)
        let centre = (Double(index) + 0.5) * stripWidth
        let d = centre - line
        if d <= 0 { return (centre, 0) }
        if d < Double.pi * radius { return (line + radius * sin(d / radius), d / radius) }
        return (line - (d - Double.pi * radius), Double.pi)
    }

    public func poses(progress: Double) -> [ViewPose] {
        let full = Rect(origin: .zero, size: container)
        var poses = [ViewPose(id: "presented", role: .presented, frame: full, zIndex: 0, style: ViewStyle(fill: .presentedFill))]
        for index in 0..<strips {
            let (centreX, turn) = strip(index, progress: progress)
            // The back of the page is paler; strips on the cylinder and beyond lie above the flat page.
            let back = cos(turn) < 0
            poses.append(
                ViewPose(
                    id: "page-\(index)", role: .presenting, label: index == 0 ? "page" : "",
                    frame: Rect(x: centreX - stripWidth / 2, y: 0, width: stripWidth, height: container.height),
                    rotation: Vector3(x: 0, y: turn, z: 0), zIndex: turn == 0 ? 1 : 2 + index,
                    style: ViewStyle(kind: .card, fill: back ? Self.backFill : .presentingFill, showsContent: false)))
        }
        return poses
    }

    /// The colour of the page's back.
    public static let backFill = RGBColor(red: 150, green: 180, blue: 220)
}
