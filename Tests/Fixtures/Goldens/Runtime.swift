// The runtime blocks the goldens name; see Tests/TestSupport/RuntimeGolden.swift.
// swift-format-ignore-file

// runtime: typed-segue helpers
/// Whether to perform the segue `identifier`: `decide`'s answer for a segue
/// of the scene, true for any other, as UIKit's default is. Generic, so each
/// scene's `shouldPerformSegue(withIdentifier:deciding:)` is one call.
private func seguegenShouldPerform<Identifier: Swift.RawRepresentable>(
    _ identifier: Swift.String, _ decide: (Identifier) throws -> Swift.Bool
) rethrows -> Swift.Bool where Identifier.RawValue == Swift.String {
    guard let segue = Identifier(rawValue: identifier) else { return true }
    return try decide(segue)
}

/// A segue's identifier as a scene's `Segue`; nil when it has none or one
/// from another scene. Generic, so each `PreparedSegue` spends one
/// expression on it.
@MainActor private func seguegenIdentifier<Identifier: Swift.RawRepresentable>(
    of segue: UIKit.UIStoryboardSegue
) -> Identifier? where Identifier.RawValue == Swift.String {
    guard let raw = segue.identifier else { return nil }
    return Identifier(rawValue: raw)
}

// runtime: leave guard
/// A view controller's answer about one way out of it.
enum LeaveDecision: Swift.Sendable {
    /// Leave now.
    case leave
    /// Stay. The controller may keep the `PendingDeparture` it was given and
    /// call `proceed()` later, after the user confirms.
    case stay
}

/// A departure held back by `.stay`. `proceed()` performs exactly it, once:
/// the pop, the dismissal, or the segue with its sender.
@MainActor final class PendingDeparture {
    private var departure: (() -> Swift.Void)?

    init(_ departure: @escaping () -> Swift.Void) { self.departure = departure }

    func proceed() {
        let held = departure
        departure = nil
        held?()
    }
}

/// The departures a navigation controller starts: the back button or the
/// swipe back, and a swipe down on the sheet it is presented in.
protocol ContainerDepartures {
    static var back: Self { get }
    static var dismiss: Self { get }
}

/// A view controller that confirms before it is left. Each class with
/// `confirmsLeaving: true` conforms below, so it must implement
/// `confirmLeaving(by:later:)` with its own `Departure`.
@MainActor protocol LeaveConfirming: UIKit.UIViewController {
    /// The class's `Departure`, found from its `confirmLeaving(by:later:)`;
    /// named apart from it, so that no type of the class's own is taken for it.
    associatedtype SeguegenDeparture: ContainerDepartures
    /// `.leave` lets `departure` happen now; `.stay` holds it back, and
    /// `later.proceed()` performs it afterwards.
    func confirmLeaving(by departure: SeguegenDeparture, later: PendingDeparture) -> LeaveDecision
}

extension LeaveConfirming {
    fileprivate func confirmLeavingByBack(later: PendingDeparture) -> LeaveDecision {
        confirmLeaving(by: .back, later: later)
    }

    fileprivate func confirmLeavingByDismissal(later: PendingDeparture) -> LeaveDecision {
        confirmLeaving(by: .dismiss, later: later)
    }
}

/// Set as the class of every navigation controller that can hold a view
/// controller that confirms leaving: it asks its top view controller, when
/// that one is `LeaveConfirming`, before the back button, the swipe back or a
/// swipe down on its sheet takes it away. For any other top view controller it
/// behaves as `UINavigationController`.
@MainActor class LeaveConfirmingNavigationController: UIKit.UINavigationController, UIKit.UINavigationBarDelegate,
    UIKit.UIGestureRecognizerDelegate, UIKit.UIAdaptivePresentationControllerDelegate
{
    /// UIKit's own delegate of the swipe back, which still decides when the
    /// swipe may begin at all (never on the root, nor during a transition).
    private weak var systemPopGestureDelegate: (any UIKit.UIGestureRecognizerDelegate)?

    private var guardedTop: (any LeaveConfirming)? { topViewController as? any LeaveConfirming }

    override func viewDidLoad() {
        super.viewDidLoad()
        systemPopGestureDelegate = interactivePopGestureRecognizer?.delegate
        interactivePopGestureRecognizer?.delegate = self
    }

    /// Takes the sheet's delegate only when presented and when the app has set
    /// none, so an app's own delegate keeps working.
    override func viewWillAppear(_ animated: Swift.Bool) {
        super.viewWillAppear(animated)
        if presentingViewController != nil, let presentation = presentationController, presentation.delegate == nil {
            presentation.delegate = self
        }
    }

    private func popLater() -> PendingDeparture {
        PendingDeparture { [weak self] in self?.popViewController(animated: true) }
    }

    /// The back button. A tap finds the bar and the stack the same height; a
    /// pop from code has already taken its view controller off the stack, and
    /// passes. A guarded tap is always refused, and a `.leave` pops in code:
    /// what returning `true` does is UIKit's private implementation, which
    /// this override replaces.
    func navigationBar(_ navigationBar: UIKit.UINavigationBar, shouldPop item: UIKit.UINavigationItem) -> Swift.Bool {
        guard viewControllers.count == navigationBar.items?.count, let guarded = guardedTop else { return true }
        if guarded.confirmLeavingByBack(later: popLater()) == .leave {
            let pop = popLater()
            Task { @MainActor in pop.proceed() }
        }
        return false
    }

    /// The swipe back.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIKit.UIGestureRecognizer) -> Swift.Bool {
        let systemAllows = systemPopGestureDelegate?.gestureRecognizerShouldBegin?(gestureRecognizer) ?? true
        guard systemAllows, gestureRecognizer === interactivePopGestureRecognizer, let guarded = guardedTop else {
            return systemAllows
        }
        return guarded.confirmLeavingByBack(later: popLater()) == .leave
    }

    func gestureRecognizer(_ gestureRecognizer: UIKit.UIGestureRecognizer, shouldReceive touch: UIKit.UITouch) -> Swift.Bool {
        systemPopGestureDelegate?.gestureRecognizer?(gestureRecognizer, shouldReceive: touch) ?? true
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIKit.UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIKit.UIGestureRecognizer
    ) -> Swift.Bool {
        systemPopGestureDelegate?.gestureRecognizer?(gestureRecognizer, shouldRecognizeSimultaneouslyWith: other) ?? false
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIKit.UIGestureRecognizer, shouldBeRequiredToFailBy other: UIKit.UIGestureRecognizer
    ) -> Swift.Bool {
        systemPopGestureDelegate?.gestureRecognizer?(gestureRecognizer, shouldBeRequiredToFailBy: other) ?? false
    }

    /// A swipe down on the sheet this navigation controller is presented in.
    func presentationControllerShouldDismiss(_ presentationController: UIKit.UIPresentationController) -> Swift.Bool {
        guard let guarded = guardedTop else { return true }
        let later = PendingDeparture { [weak self] in self?.dismiss(animated: true) }
        return guarded.confirmLeavingByDismissal(later: later) == .leave
    }
}

// runtime: scene type
/// A scene with a storyboard ID; `instantiate()` returns its class.
struct StoryboardSceneType<ViewController: UIKit.UIViewController>: Swift.Sendable {
    let storyboard: Swift.String
    let bundleIdentifier: Swift.String?
    let identifier: Swift.String

    @MainActor func instantiate() -> ViewController {
        let controller = seguegenStoryboard(storyboard, bundleIdentifier: bundleIdentifier)
            .instantiateViewController(withIdentifier: identifier)
        guard let typed = controller as? ViewController else {
            fatalError("scene \"\(identifier)\" of storyboard \"\(storyboard)\" is not a \(ViewController.self)")
        }
        return typed
    }

    /// For dependency injection: `creator` calls an initializer such as
    /// `init?(coder:note:)`.
    @available(iOS 13.0, tvOS 13.0, *)
    @MainActor func instantiate(creator: @escaping (UIKit.NSCoder) -> ViewController?) -> ViewController {
        seguegenStoryboard(storyboard, bundleIdentifier: bundleIdentifier)
            .instantiateViewController(identifier: identifier, creator: creator)
    }
}

// runtime: initial scene type
/// The initial scene of a storyboard; `instantiate()` returns its class.
struct InitialStoryboardSceneType<ViewController: UIKit.UIViewController>: Swift.Sendable {
    let storyboard: Swift.String
    let bundleIdentifier: Swift.String?

    @MainActor func instantiate() -> ViewController {
        let controller = seguegenStoryboard(storyboard, bundleIdentifier: bundleIdentifier)
            .instantiateInitialViewController()
        guard let typed = controller as? ViewController else {
            fatalError("the initial scene of storyboard \"\(storyboard)\" is not a \(ViewController.self)")
        }
        return typed
    }

    /// For dependency injection: `creator` calls an initializer such as
    /// `init?(coder:note:)`.
    @available(iOS 13.0, tvOS 13.0, *)
    @MainActor func instantiate(creator: @escaping (UIKit.NSCoder) -> ViewController?) -> ViewController {
        guard
            let controller = seguegenStoryboard(storyboard, bundleIdentifier: bundleIdentifier)
                .instantiateInitialViewController(creator: creator)
        else {
            fatalError("storyboard \"\(storyboard)\" has no initial scene")
        }
        return controller
    }
}

// runtime: storyboard lookup
/// A storyboard from the bundle this file is built into, or from the bundle
/// a storyboard reference names.
@MainActor private func seguegenStoryboard(
    _ name: Swift.String, bundleIdentifier: Swift.String?
) -> UIKit.UIStoryboard {
    UIKit.UIStoryboard(name: name, bundle: bundleIdentifier.map { UIKit.Bundle(identifier: $0) } ?? UIKit.Bundle(for: SeguegenBundleToken.self))
}

/// Finds the bundle this file is built into: an app's or a framework's.
private final class SeguegenBundleToken {}
