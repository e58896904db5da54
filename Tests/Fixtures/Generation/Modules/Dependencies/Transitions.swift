import UIKit

open class SlideSegue: UIStoryboardSegue {}
