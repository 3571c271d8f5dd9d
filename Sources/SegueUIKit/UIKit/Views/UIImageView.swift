/// An image (declared: Segue has no image files; image views draw as plain cards).
open class UIImage: NSObject, @unchecked Sendable {
    /// The size, points.
    public let size: CGSize

    /// An image of `size` points.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// A named image: there are no assets here, so nil.
    public convenience init?(named name: String) { return nil }
}

/// A view showing an image.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image.
    open var image: UIImage?

    /// A view showing `image`, sized to it.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// An empty image view with this frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// From an archive: empty.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
