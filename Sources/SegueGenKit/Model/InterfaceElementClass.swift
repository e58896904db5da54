/// The UIKit class Interface Builder creates for each element name when no
/// custom class is set (`<button>` is a `UIButton`). An element the table
/// does not name has an unknown class, about which no check claims
/// anything. A view controller's element is a scene kind's, of the kind's
/// default class (`SceneKind.defaultClass`), so a new kind has its class
/// here unasked; but a hosting controller's: `UIHostingController` is
/// generic over a SwiftUI view the file does not name.
public enum InterfaceElementClass {
    /// The class of `element`, or nil.
    public static func className(ofElement element: String) -> String? { classes[element] }

    /// The elements of cells and reusable views a XIB may hold at its top
    /// level for a table or collection view to register.
    public static let cellElements: Set<String> = [
        "tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView",
    ]

    /// Whether `element` is a gesture recognizer's: it recognizes, and
    /// sends its actions, only once a view holds it.
    public static func isGestureRecognizer(_ element: String) -> Bool { element.hasSuffix("GestureRecognizer") }

    private static let classes: [String: String] = views.merging(
        SceneKind.allCases.filter { $0 != .hostingController }.map { ($0.rawValue, $0.defaultClass.name) }
    ) { view, _ in view }

    /// The elements that are no view controller.
    private static let views: [String: String] = [
        "activityIndicatorView": "UIActivityIndicatorView",
        "barButtonItem": "UIBarButtonItem",
        "button": "UIButton",
        "collectionReusableView": "UICollectionReusableView",
        "collectionView": "UICollectionView",
        "collectionViewCell": "UICollectionViewCell",
        "collectionViewCellContentView": "UIView",
        "constraint": "NSLayoutConstraint",
        "containerView": "UIView",
        "datePicker": "UIDatePicker",
        "imageView": "UIImageView",
        "label": "UILabel",
        "mapView": "MKMapView",
        "navigationBar": "UINavigationBar",
        "navigationItem": "UINavigationItem",
        "pageControl": "UIPageControl",
        "panGestureRecognizer": "UIPanGestureRecognizer",
        "pickerView": "UIPickerView",
        "pinchGestureRecognizer": "UIPinchGestureRecognizer",
        // Sic: Interface Builder's element for a long-press recognizer.
        "pongPressGestureRecognizer": "UILongPressGestureRecognizer",
        "progressView": "UIProgressView",
        "rotationGestureRecognizer": "UIRotationGestureRecognizer",
        "screenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer",
        "scrollView": "UIScrollView",
        "searchBar": "UISearchBar",
        "segmentedControl": "UISegmentedControl",
        "slider": "UISlider",
        "stackView": "UIStackView",
        "stepper": "UIStepper",
        "swipeGestureRecognizer": "UISwipeGestureRecognizer",
        "switch": "UISwitch",
        "tabBar": "UITabBar",
        "tabBarItem": "UITabBarItem",
        "tableView": "UITableView",
        "tableViewCell": "UITableViewCell",
        "tableViewCellContentView": "UIView",
        "tableViewHeaderFooterView": "UITableViewHeaderFooterView",
        "tapGestureRecognizer": "UITapGestureRecognizer",
        "textField": "UITextField",
        "textView": "UITextView",
        "toolbar": "UIToolbar",
        "view": "UIView",
        "visualEffectView": "UIVisualEffectView",
        "webView": "UIWebView",
        "window": "UIWindow",
        "wkWebView": "WKWebView",
    ]
}
