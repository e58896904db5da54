// A stand-in for the AVKit class storyboards name by default.
import UIKit

@MainActor open class AVPlayerViewController: UIViewController {}
