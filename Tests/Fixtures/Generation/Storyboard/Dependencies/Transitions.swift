import UIKit

open class FlipSegue: UIStoryboardSegue {}
