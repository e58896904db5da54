// A stand-in for the GLKit class storyboards name by default.
import UIKit

@MainActor open class GLKViewController: UIViewController {}
