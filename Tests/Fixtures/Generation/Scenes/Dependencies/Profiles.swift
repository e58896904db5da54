import UIKit

open class ProfileViewController: UIViewController {}
