import Foundation
import SegueGenKit

/// Declarations of a storyboard's custom classes, for type-checking the
/// code generated from a storyboard whose app sources the tests do not have.
public enum ClassStubs {
    /// Writes the app module's stubs and emits a module for every other
    /// module the storyboard names, built by `checker`; returns the app
    /// module's sources.
    public static func write(
        for storyboard: StoryboardDefinition, into folder: URL, checker: SwiftTypeChecker
    ) throws -> [URL] {
        try write(for: [storyboard], into: folder, checker: checker)
    }

    /// `write(for:into:checker:)` for the storyboards and nib cells of one
    /// target, whose classes of `moduleName` are the app's.
    public static func write(
        for storyboards: [StoryboardDefinition], nibs: [ReusableNib] = [], into folder: URL,
        checker: SwiftTypeChecker, moduleName: String? = nil
    ) throws -> [URL] {
        var byModule: [String?: [String: String]] = [:]
        for scene in storyboards.flatMap(\.scenes) {
            guard var customClass = scene.customClass else { continue }
            if customClass.module == moduleName { customClass.module = nil }
            let base = scene.kind.defaultClass.name
            let existing = byModule[customClass.module]?[customClass.name]
            byModule[customClass.module, default: [:]][customClass.name] =
                existing == nil || existing == base ? base : "UIViewController"
        }
        for var segueClass in storyboards.flatMap(\.scenes).flatMap(\.segues).compactMap(\.segueClass) {
            if segueClass.module == moduleName { segueClass.module = nil }
            byModule[segueClass.module, default: [:]][segueClass.name] = "UIStoryboardSegue"
        }
        // The prototypes' and nib cells' classes, each a subclass of UIKit's
        // class for its role (one class used in two roles a
        // UICollectionReusableView's).
        func addCell(_ cellClass: TypeReference, base: String) {
            var cellClass = cellClass
            if cellClass.module == moduleName { cellClass.module = nil }
            let existing = byModule[cellClass.module]?[cellClass.name]
            byModule[cellClass.module, default: [:]][cellClass.name] =
                existing == nil || existing == base ? base : "UICollectionReusableView"
        }
        for scene in storyboards.flatMap(\.scenes) {
            for container in scene.cellContainers {
                for prototype in container.prototypes {
                    guard let cellClass = prototype.customClass else { continue }
                    addCell(cellClass, base: CellPrototype.uikitClass(of: prototype.role, in: container.kind).name)
                }
            }
        }
        for nib in nibs {
            guard let base = InterfaceElementClass.className(ofElement: nib.kind.rawValue),
                nib.viewClass != TypeReference(name: base)
            else { continue }
            addCell(nib.viewClass, base: base)
        }
        var appSources: [URL] = []
        for (module, classes) in byModule.sorted(by: { ($0.key ?? "") < ($1.key ?? "") }) {
            let frameworks = ["AVPlayerViewController": "AVKit", "GLKViewController": "GLKit"]
            let imports = Set(classes.values.compactMap { frameworks[$0] }).sorted().map { "import \($0)\n" }.joined()
            let keyword = module == nil ? "class" : "open class"
            let source =
                "import UIKit\n\(imports)\n"
                + classes.sorted { $0.key < $1.key }.map { "\(keyword) \($0.key): \($0.value) {}\n" }.joined()
            let file = folder.appendingPathComponent("\(module ?? "AppStubs").swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            if module == nil {
                appSources.append(file)
            } else {
                try checker.emitModule(file, into: folder)
            }
        }
        return appSources
    }
}
