import UIKit

open class FlippedViewController: UIViewController {}
