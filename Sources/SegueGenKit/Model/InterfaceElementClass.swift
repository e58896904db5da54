/// The UIKit class Interface Builder creates for each element name when no
/// custom class is set (`<button>` is a `UIButton`). An element the table
/// does not name has an unknown class, about which no check claims
/// anything.
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

    private static let classes: [String: String] = [
        "activityIndicatorView": "UIActivityIndicatorView",
        "barButtonItem": "UIBarButtonItem",
        "button": "UIButton",
        "collectionReusableView": "UICollectionReusableView",
        "collectionView": "UICollectionView",
        "collectionViewCell": "UICollectionViewCell",
        "collectionViewController": "UICollectionViewController",
        "collectionViewCellContentView": "UIView",
        "constraint": "NSLayoutConstraint",
        "containerView": "UIView",
        "datePicker": "UIDatePicker",
        "imageView": "UIImageView",
        "label": "UILabel",
        "mapView": "MKMapView",
        "navigationBar": "UINavigationBar",
        "navigationController": "UINavigationController",
        "navigationItem": "UINavigationItem",
        "pageControl": "UIPageControl",
        "pageViewController": "UIPageViewController",
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
        "splitViewController": "UISplitViewController",
        "stackView": "UIStackView",
        "stepper": "UIStepper",
        "swipeGestureRecognizer": "UISwipeGestureRecognizer",
        "switch": "UISwitch",
        "tabBar": "UITabBar",
        "tabBarController": "UITabBarController",
        "tabBarItem": "UITabBarItem",
        "tableView": "UITableView",
        "tableViewCell": "UITableViewCell",
        "tableViewCellContentView": "UIView",
        "tableViewController": "UITableViewController",
        "tableViewHeaderFooterView": "UITableViewHeaderFooterView",
        "tapGestureRecognizer": "UITapGestureRecognizer",
        "textField": "UITextField",
        "textView": "UITextView",
        "toolbar": "UIToolbar",
        "view": "UIView",
        "viewController": "UIViewController",
        "visualEffectView": "UIVisualEffectView",
        "webView": "UIWebView",
        "window": "UIWindow",
        "wkWebView": "WKWebView",
    ]
}
