import UIKit

open class Dock: UITableViewCell {}
