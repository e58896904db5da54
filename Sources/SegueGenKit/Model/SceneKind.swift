/// The kind of view controller a scene holds, named as Interface Builder
/// names its XML element, which also gives the class when the scene sets
/// none.
public enum SceneKind: String, CaseIterable, Sendable {
    case viewController
    case tableViewController
    case collectionViewController
    case navigationController
    case tabBarController
    case splitViewController
    case pageViewController
    case hostingController
    case avPlayerViewController
    case glkViewController

    /// The class UIKit instantiates when the scene names no custom class.
    ///
    /// A hosting controller without a custom class is typed as
    /// `UIViewController`: `UIHostingController` is generic over a SwiftUI
    /// view the storyboard does not name.
    public var defaultClass: TypeReference {
        switch self {
        case .viewController, .hostingController: .viewController
        case .tableViewController: TypeReference(name: "UITableViewController")
        case .collectionViewController: TypeReference(name: "UICollectionViewController")
        case .navigationController: .navigationController
        case .tabBarController: TypeReference(name: "UITabBarController")
        case .splitViewController: TypeReference(name: "UISplitViewController")
        case .pageViewController: TypeReference(name: "UIPageViewController")
        case .avPlayerViewController: TypeReference(name: "AVPlayerViewController", module: "AVKit")
        case .glkViewController: TypeReference(name: "GLKViewController", module: "GLKit")
        }
    }

}
