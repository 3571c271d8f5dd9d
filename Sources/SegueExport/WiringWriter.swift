import SegueEngine

/// Writes the delegate that gives UIKit the animator and, while a pan drives it, the interaction.
struct WiringWriter {
    let plan: ExportPlan
    let names: ExportNames

    func write(_ w: inout SwiftWriter) {
        let hasInteraction = plan.interaction != nil
        switch plan.operation {
        case .present, .dismiss:
            w.doc(
                "Set as the presented controller's `transitioningDelegate` (and keep it: the property is weak); use `.custom` or `.fullScreen` as `modalPresentationStyle`."
            )
            w.block("final class \(names.delegate): NSObject, UIViewControllerTransitioningDelegate {") { w in
                if hasInteraction { w.line("let interaction = \(names.interaction)()") }
                if let drag = plan.directInteraction {
                    w.doc("The drag that runs the \(drag.operation.rawValue): attach it to the \(drag.view) view and set its `begin`.")
                    w.line("let drag = \(DirectDragWriter(names: names, drag: drag).className)()")
                }
                w.line()
                if plan.operation == .present {
                    w.block(
                        "func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {"
                    ) { w in
                        w.line("\(names.transition)()")
                    }
                    if hasInteraction {
                        w.line()
                        w.block(
                            "func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {"
                        ) { w in
                            w.line("interaction.isInteracting ? interaction : nil")
                        }
                    }
                } else {
                    w.block("func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {") { w in
                        w.line("\(names.transition)()")
                    }
                    if hasInteraction {
                        w.line()
                        w.block(
                            "func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {"
                        ) { w in
                            w.line("interaction.isInteracting ? interaction : nil")
                        }
                    }
                }
            }
        case .push, .pop:
            let op = plan.operation == .push ? "push" : "pop"
            w.doc("Set as the navigation controller's `delegate` (and keep it: the property is weak).")
            w.block("final class \(names.delegate): NSObject, UINavigationControllerDelegate {") { w in
                if hasInteraction { w.line("let interaction = \(names.interaction)()") }
                w.line()
                w.block(
                    "func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {"
                ) { w in
                    w.line("operation == .\(op) ? \(names.transition)() : nil")
                }
                if hasInteraction {
                    w.line()
                    w.block(
                        "func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {"
                    ) { w in
                        w.line("interaction.isInteracting ? interaction : nil")
                    }
                }
            }
        case .tabForward, .tabBack:
            let forward = plan.operation == .tabForward
            w.doc(
                "Set as the tab bar controller's `delegate` (and keep it: the property is weak). It animates switches to a tab \(forward ? "after" : "before") the current one."
            )
            w.block("final class \(names.delegate): NSObject, UITabBarControllerDelegate {") { w in
                if hasInteraction { w.line("let interaction = \(names.interaction)()") }
                w.line()
                w.block(
                    "func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {"
                ) { w in
                    w.line("let controllers = tabBarController.viewControllers ?? []")
                    w.line("guard let from = controllers.firstIndex(of: fromVC), let to = controllers.firstIndex(of: toVC) else { return nil }")
                    w.line("return to \(forward ? ">" : "<") from ? \(names.transition)() : nil")
                }
                if hasInteraction {
                    w.line()
                    w.block(
                        "func tabBarController(_ tabBarController: UITabBarController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {"
                    ) { w in
                        w.line("interaction.isInteracting ? interaction : nil")
                    }
                }
            }
        }
    }
}
