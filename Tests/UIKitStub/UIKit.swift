// A stand-in for the UIKit API that generated code and the example apps
// use, with the iOS 17 SDK's signatures and main-actor isolation. It only
// has to type-check: tests compile against it with `swiftc -frontend
// -typecheck -enable-objc-interop`, so every body is a placeholder.
@_exported import ObjectiveC

// Foundation, which UIKit re-exports: only what generated code names.

open class Bundle: NSObject, @unchecked Sendable {
    open class var main: Bundle { fatalError("stub") }
    public init(for aClass: AnyClass) { super.init() }
    public init?(identifier: String) { super.init() }
}

open class NSCoder: NSObject {}

public struct IndexPath: Hashable, Sendable {
    public var row: Int { 0 }
    public var item: Int { 0 }
    public var section: Int { 0 }
}

// Foundation makes String an Objective-C type (NSString), which is what lets
// `@objc` methods such as `shouldPerformSegue(withIdentifier:sender:)` take one.
// swift-format-ignore: AvoidRetroactiveConformances
extension String: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSString { fatalError("stub") }
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout String?) -> Bool {
        false
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String { fatalError("stub") }
}

// UIKit.

@MainActor open class UIResponder: NSObject {}

@MainActor open class UIView: UIResponder {}

@MainActor open class UIControl: UIView {}

@MainActor open class UIButton: UIControl {}

@MainActor open class UIBarItem: NSObject {}

@MainActor open class UIBarButtonItem: UIBarItem {}

@MainActor open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    // Objective-C's inherited `init`, which Swift offers on UIKit's classes.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    open var title: String?
    open var isEditing: Bool = false
    open var parent: UIViewController? { nil }
    open var presentingViewController: UIViewController? { nil }
    open var presentedViewController: UIViewController? { nil }
    open var navigationController: UINavigationController? { nil }
    open var tabBarController: UITabBarController? { nil }
    open var splitViewController: UISplitViewController? { nil }
    open var children: [UIViewController] { [] }
    open var presentationController: UIPresentationController? { nil }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func performSegue(withIdentifier identifier: String, sender: Any?) {}
    // An Objective-C method in the SDK: dispatched dynamically, so a Swift
    // extension may override it, as generated code does.
    @objc dynamic open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

@MainActor open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] = []
    open var topViewController: UIViewController? { nil }
    open var visibleViewController: UIViewController? { nil }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    open var navigationBar: UINavigationBar { fatalError("stub") }
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? { nil }
}

@MainActor open class UINavigationItem: NSObject {
    public init(title: String) { super.init() }
    open var title: String?
}

@MainActor @objc public protocol UIBarPositioningDelegate: NSObjectProtocol {}

@MainActor @objc public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    @objc optional func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
}

@MainActor open class UINavigationBar: UIView {
    weak open var delegate: (any UINavigationBarDelegate)?
    open var items: [UINavigationItem]?
}

@MainActor open class UITouch: NSObject {}

@MainActor open class UIGestureRecognizer: NSObject {
    weak open var delegate: (any UIGestureRecognizerDelegate)?
}

@MainActor @objc public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    @objc optional func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    @objc optional func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    @objc optional func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    @objc optional func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool
}

@MainActor open class UIPresentationController: NSObject {
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
    open var presentedViewController: UIViewController { fatalError("stub") }
}

@MainActor @objc public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    @available(iOS 13.0, *)
    @objc optional func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    @available(iOS 13.0, *)
    @objc optional func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

@MainActor open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]?
    open var selectedViewController: UIViewController?
    open var selectedIndex: Int = 0
}

@MainActor open class UISplitViewController: UIViewController {
    open var viewControllers: [UIViewController] = []
}

@MainActor open class UITableViewCell: UIView {}

@MainActor open class UINib: NSObject {
    public init(nibName name: String, bundle bundleOrNil: Bundle?) { super.init() }
}

@MainActor open class UITableView: UIView {
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        fatalError("stub")
    }
}

@MainActor open class UICollectionReusableView: UIView {}

@MainActor open class UICollectionViewCell: UICollectionReusableView {}

@MainActor open class UICollectionView: UIView {
    public class var elementKindSectionHeader: String { "UICollectionElementKindSectionHeader" }
    public class var elementKindSectionFooter: String { "UICollectionElementKindSectionFooter" }
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}
    open func register(
        _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {}
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    { fatalError("stub") }
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView { fatalError("stub") }
}

@MainActor open class UITableViewController: UIViewController {
    open var tableView: UITableView!
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        fatalError("stub")
    }
}

@MainActor open class UICollectionViewController: UIViewController {
    open var collectionView: UICollectionView!
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    { fatalError("stub") }
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView { fatalError("stub") }
}

@MainActor open class UIPageViewController: UIViewController {}

@MainActor open class UIStoryboard: NSObject {
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) { self.init() }
    open func instantiateInitialViewController() -> UIViewController? { nil }
    @available(iOS 13.0, *)
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator block: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? { nil }
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController { fatalError("stub") }
    @available(iOS 13.0, *)
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator block: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController { fatalError("stub") }
}

@MainActor open class UIStoryboardSegue: NSObject {
    open var identifier: String? { nil }
    open var source: UIViewController { fatalError("stub") }
    open var destination: UIViewController { fatalError("stub") }
    open func perform() {}
}

@MainActor open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable {
        case `default`
        case cancel
        case destructive
    }

    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
    }
}

@MainActor open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet
        case alert
    }

    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init()
    }

    open func addAction(_ action: UIAlertAction) {}
}
