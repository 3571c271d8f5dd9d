// The Swift 4 spellings old transition code uses, as renamed aliases: they compile, with a
// deprecation warning that names the current spelling.

/// Swift 4's `UIView.AnimationOptions`.
@available(*, deprecated, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions
/// Swift 4's `UIView.AnimationCurve`.
@available(*, deprecated, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = UIView.AnimationCurve
/// Swift 4's `UIView.KeyframeAnimationOptions`.
@available(*, deprecated, renamed: "UIView.KeyframeAnimationOptions")
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions
/// Swift 4's `UIView.AutoresizingMask`.
@available(*, deprecated, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask
/// Swift 4's `UIView.ContentMode`.
@available(*, deprecated, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode
/// Swift 4's `UIBlurEffect.Style`.
@available(*, deprecated, renamed: "UIBlurEffect.Style")
public typealias UIBlurEffectStyle = UIBlurEffect.Style
/// Swift 4's `UIGestureRecognizer.State`.
@available(*, deprecated, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = UIGestureRecognizer.State
/// Swift 4's `UINavigationController.Operation`.
@available(*, deprecated, renamed: "UINavigationController.Operation")
public typealias UINavigationControllerOperation = UINavigationController.Operation
/// Swift 4's `NSLayoutConstraint.Attribute`.
@available(*, deprecated, renamed: "NSLayoutConstraint.Attribute")
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute
/// Swift 4's `NSLayoutConstraint.Relation`.
@available(*, deprecated, renamed: "NSLayoutConstraint.Relation")
public typealias NSLayoutRelation = NSLayoutConstraint.Relation
/// Swift 4's `UIWindow.Level`.
@available(*, deprecated, renamed: "UIWindow.Level")
public typealias UIWindowLevel = UIWindow.Level
/// Swift 4's name of `CAMediaTimingFunctionName.easeInEaseOut`.
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.easeInEaseOut")
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
/// Swift 4's name of `CAMediaTimingFunctionName.easeIn`.
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.easeIn")
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
/// Swift 4's name of `CAMediaTimingFunctionName.easeOut`.
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.easeOut")
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
/// Swift 4's name of `CAMediaTimingFunctionName.linear`.
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.linear")
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
/// Swift 4's name of `CAMediaTimingFillMode.forwards`.
@available(*, deprecated, renamed: "CAMediaTimingFillMode.forwards")
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
/// Swift 4's name of `CAMediaTimingFillMode.both`.
@available(*, deprecated, renamed: "CAMediaTimingFillMode.both")
public let kCAFillModeBoth = CAMediaTimingFillMode.both

extension UIViewController {
    /// Swift 4's `children`.
    @available(*, deprecated, renamed: "children")
    public var childViewControllers: [UIViewController] { children }

    /// Swift 4's `addChild(_:)`.
    @available(*, deprecated, renamed: "addChild(_:)")
    public func addChildViewController(_ childController: UIViewController) { addChild(childController) }

    /// Swift 4's `removeFromParent()`.
    @available(*, deprecated, renamed: "removeFromParent()")
    public func removeFromParentViewController() { removeFromParent() }
}

extension UIView {
    /// Swift 4's `bringSubviewToFront(_:)`.
    @available(*, deprecated, renamed: "bringSubviewToFront(_:)")
    public func bringSubview(toFront view: UIView) { bringSubviewToFront(view) }

    /// Swift 4's `sendSubviewToBack(_:)`.
    @available(*, deprecated, renamed: "sendSubviewToBack(_:)")
    public func sendSubview(toBack view: UIView) { sendSubviewToBack(view) }
}
