import UIKit

// Stands in for the `Bundle.module` SwiftPM generates for a target with
// resources, which `bundle: module` makes the generated code use.
extension Bundle {
    static var module: Bundle { Bundle.main }
}
