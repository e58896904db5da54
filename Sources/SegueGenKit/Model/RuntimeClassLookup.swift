import SegueGenSupport

/// The runtime's class lookup when a storyboard or XIB loads: which class
/// an object's custom class and module name, as UIKit asks the Objective-C
/// runtime for it (by the runtime name when the file gives no module, by
/// module and Swift name when it does). The model's, so that every check
/// that judges an object's class asks the same rules.
extension RuntimeClasses {
    /// How the runtime finds an object's custom class when its file loads.
    enum Resolution: Sendable, Equatable {
        /// Found, in the run's code or among Apple's classes: its members
        /// can be judged.
        case judged
        /// The run cannot tell, and why: no claim.
        case unknown(String)
        /// Not found by the module and name the file gives, and why: UIKit
        /// creates the element's own class instead (SG242).
        case invisible(String)
    }

    /// Whether the runtime finds an object's custom class by the module and
    /// name the file gives, `targetModule` being the run's own module's
    /// name (`Project.targetModule`).
    func resolution(of object: InterfaceFile.Object, targetModule: String?) -> Resolution {
        guard let name = object.customClass else { return .judged }
        let elsewhere = modules(declaring: name).map { $0 ?? "the app's own module" }
        guard let module = module(of: object, targetModule: targetModule) else {
            // No module: the Objective-C runtime name.
            if entry(runtimeName: name) != nil || FrameworkClassLookup.isKnown(name) { return .judged }
            if let swift = entry(named: name, module: nil), !swift.isObjectiveC,
                let declaration = swift.swiftDeclaration
            {
                return .invisible(
                    "\(name) at \(declaration.file):\(declaration.line) is a Swift class, which the runtime "
                        + "knows by its module's name and its own, and the file gives no module; choose its module "
                        + "in Interface Builder (Inherit Module From Target), or mark the class @objc(\(name))")
            }
            return .unknown("no code of the run declares \(name)")
        }
        let moduleName: String?
        switch module {
        case .own: moduleName = nil
        case .named(let written): moduleName = written
        }
        if moduleName == nil || modules.contains(moduleName!) {
            if entry(named: name, module: moduleName) != nil || FrameworkClassLookup.isKnown(name) {
                return .judged
            }
            let own = moduleName ?? "the target's module"
            if !elsewhere.isEmpty {
                return .invisible(
                    "\(name) is not in \(own), where the file says it is, but in \(elsewhere.joined(separator: ", ")); "
                        + "set its module to that one")
            }
            if moduleName == nil, let renamed = renamedSwiftClass(runtimeName: name),
                let declaration = renamed.swiftDeclaration
            {
                // With a module, the runtime looks the class up by its Swift
                // name, which is not this one.
                return .unknown(
                    "\(name) is the Objective-C name of \(renamed.swiftName) at \(declaration.file):"
                        + "\(declaration.line), and the file gives it a module, where the runtime looks for a Swift "
                        + "class of that name")
            }
            return .unknown("no code of the run declares \(name)")
        }
        return .unknown("\(name) is in the module \(moduleName!), whose code the run does not have")
    }

    /// Where the runtime looks for a class the file gives a module.
    enum ClassModule {
        /// The target's: the run's own module.
        case own
        case named(String)
    }

    /// The module of an object's class: the run's own for
    /// `customModuleProvider="target"` or the target's module written as a
    /// `customModule` (`Project.targetModule`), the module written
    /// otherwise; nil when none is written, so the runtime name counts.
    func module(of object: InterfaceFile.Object, targetModule: String?) -> ClassModule? {
        if object.moduleIsTarget { return .own }
        guard let written = object.customModule, !written.isEmpty else { return nil }
        if written == targetModule && !modules.contains(written) {
            return .own
        }
        return .named(written)
    }

    /// The class an object is created as and the module to find it in:
    /// its custom class, else its element's UIKit class; nil when unknown.
    func runtimeClass(of object: InterfaceFile.Object, targetModule: String?) -> (String, String?)? {
        guard let name = object.customClass else {
            return object.className.map { ($0, nil) }
        }
        switch module(of: object, targetModule: targetModule) {
        case nil:
            let entry = entry(runtimeName: name)
            return (entry?.name ?? name, entry?.module)
        case .own: return (name, nil)
        case .named(let written): return (name, written)
        }
    }
}
