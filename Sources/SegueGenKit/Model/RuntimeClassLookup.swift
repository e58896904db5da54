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
        /// Not in the target's own module, where the file says it is, and
        /// the run has all of that module's code, so no module can bring
        /// it: UIKit creates the element's own class instead.
        case absent(String)
        /// Not found in the target's own module, but the run lacks code of
        /// it, named in why, that may declare it.
        case unproven(String)
        /// Not found by the module and name the file gives, and why: UIKit
        /// creates the element's own class instead (SG242).
        case invisible(String)
    }

    /// Whether the runtime finds an object's custom class by the module and
    /// name the file gives, `targetModule` being the run's own module's
    /// name (`Project.targetModule`) and `ownModule` whether the run has
    /// all its code.
    ///
    /// What a module the run does not read could change decides each
    /// answer. It cannot put a class into the target's own module: a class
    /// placed there that no file of the module declares is absent once the
    /// run has every file (`ModuleCoverage`). A class written with no
    /// module is looked up by its runtime name in every image the app
    /// loads, including libraries a configuration file the run may not
    /// have links: never absent.
    func resolution(
        of object: InterfaceFile.Object, targetModule: String?, ownModule: ModuleCoverage
    ) -> Resolution {
        guard let name = object.customClass else { return .judged }
        let elsewhere = modules(declaring: name).map { $0 ?? "the app's own module" }
        // A name of an Apple framework's pattern may be one of its classes
        // the framework table lacks, and a class the code declares in a
        // branch of `#if` the run does not read may be the compiled one: no
        // claim that it is absent.
        let mayBeFrameworkClass = ClassHierarchy.isFrameworkClass(name)
        let unreadBranch = "\(name) may be declared in a branch of conditional compilation (#if) the run does not read"
        let mayBeInUnreadBranch = classesInUnreadBranches.contains(name)
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
            if let found = entry(named: name, module: moduleName) {
                // The target's module only extends a class of that name: the
                // class itself is another module's.
                if moduleName == nil, ownModule == .complete, !found.isObjectiveC, found.swiftDeclaration == nil,
                    !mayBeFrameworkClass, !FrameworkClassLookup.isKnown(name)
                {
                    if mayBeInUnreadBranch { return .unknown(unreadBranch) }
                    return .absent(
                        "\(targetModule ?? "the target's module") only extends \(name) (at "
                            + "\(found.location.file):\(found.location.line)), and no source file of it declares the "
                            + "class; the run read every one, so \(name) is another module's, where the file does not "
                            + "look for it")
                }
                return .judged
            }
            if FrameworkClassLookup.isKnown(name) { return .judged }
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
            guard moduleName == nil, !mayBeFrameworkClass else {
                return .unknown("no code of the run declares \(name)")
            }
            let module = targetModule ?? "the target's module"
            switch ownModule {
            case .complete where mayBeInUnreadBranch:
                return .unknown(unreadBranch)
            case .complete:
                return .absent(
                    "no source file of \(module), where the file says it is, declares \(name), and the run read "
                        + "every one; no module the app links can add a class to it")
            case .notATarget, .severalTargets:
                return .unknown("no code of the run declares \(name)")
            case .partial(let gap):
                return .unproven(
                    "no source file of \(module) the run read declares \(name), where the file says it is; but "
                        + "\(gap): unless that code declares it")
            }
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
