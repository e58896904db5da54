import SegueGenSupport

/// The code a target runs beyond its own build phases: every module it
/// depends on or links that the repository builds, followed through what
/// those link in turn. That is the targets of its own project (frameworks,
/// static and dynamic libraries), the targets of the projects it
/// references or that share a workspace with it, and the products of
/// local Swift packages and of remote ones where a checkout is on disk,
/// and binary frameworks Carthage built from a checkout on disk.
/// What it links and the run cannot read (a binary framework, a remote
/// package never checked out) is named in `unseen`, so that a check whose
/// proof depends on it can say so.
public struct LinkedModules: Sendable, Equatable {
    /// A linked module whose code the run does not have.
    public struct Unseen: Sendable, Hashable, Comparable {
        /// The module (or the product's file name, when no module is known).
        public var name: String
        /// Why its code is not read: `a binary framework`, `a remote package
        /// (URL) with no checkout on disk`.
        public var reason: String

        public static func < (lhs: Unseen, rhs: Unseen) -> Bool { (lhs.name, lhs.reason) < (rhs.name, rhs.reason) }
    }

    /// Each linked module's Swift and Objective-C sources and headers, by
    /// module name, each sorted.
    public var sources: [String: [String]]
    /// Sorted, one entry a module.
    public var unseen: [Unseen]
}

/// What resolving linked code needs of the disk, given by the caller so
/// the Kit stays free of file I/O.
public struct LinkedCodeSource {
    /// A file's bytes: a `Package.swift`, an `.xcconfig`.
    public var readFile: (String) -> [UInt8]?
    /// The files below a folder, relative to it; nil when it is none.
    public var listFolder: (String) -> [String]?
    /// The project at an `.xcodeproj` path; nil when it cannot be read.
    public var project: (String) -> XcodeProject?
    /// Projects beyond those the target's project references whose
    /// products it may link by file name: the projects of the workspaces
    /// that hold it, and the others of the run.
    public var siblingProjects: [String]
    /// The folders of the local packages its workspace references, whose
    /// products it may link by name as it may those of the folders its
    /// project references.
    public var workspacePackages: [String] = []
}

extension LinkedModules {
    /// The modules `target` of `project` links, for `configuration`.
    public static func resolve(
        _ target: XcodeTarget, of project: XcodeProject, configuration: String, source: LinkedCodeSource,
        configurationFiles: inout [String: [String: String]], diagnostics: inout DiagnosticCollector
    ) -> LinkedModules {
        var walk = Walk(source: source)
        walk.enqueueLinks(of: target, in: project)
        var visited: Set<String> = [project.path + "\u{0}" + target.name]
        while !walk.pending.isEmpty {
            let (owner, name) = walk.pending.removeFirst()
            guard visited.insert(owner.path + "\u{0}" + name).inserted, let linked = owner.target(named: name),
                linked.buildsLinkedCode
            else { continue }
            let module =
                owner.buildSettings(
                    of: linked, configuration: configuration, readFile: source.readFile,
                    configurationFiles: &configurationFiles, diagnostics: &diagnostics)["PRODUCT_MODULE_NAME"]
                ?? linked.name
            var files = linked.files
            for folder in linked.synchronizedFolders {
                files += owner.files(of: folder, listing: source.listFolder(folder.path) ?? [])
            }
            // Its code, and its headers, which name its classes' superclasses:
            // those its build phases list, and those its Objective-C sources
            // import (a static library lists none).
            let code = files.filter {
                ($0.phase == .sources && InputFormat(path: $0.path) != nil)
                    || InputFormat(path: $0.path) == .objectiveCHeader
            }.map(\.path)
            let imported = HeaderSearch.importedHeaders(
                of: code.filter { InputFormat(path: $0) == .objectiveCSource }, among: owner.referencedFiles,
                readFile: source.readFile)
            walk.add(module: module, files: code + imported)
            walk.enqueueLinks(of: linked, in: owner)
        }
        return LinkedModules(
            sources: walk.sources.mapValues { Array(Set($0)).sorted() },
            unseen: Array(Set(walk.unseen)).sorted().reduce(into: []) { kept, next in
                if kept.last?.name != next.name { kept.append(next) }
            })
    }

    /// The state of one resolution: targets still to read, and what was
    /// found.
    private struct Walk {
        let source: LinkedCodeSource
        var pending: [(XcodeProject, String)] = []
        var sources: [String: [String]] = [:]
        var unseen: [Unseen] = []
        /// The packages read, by folder, so each is read once.
        var packagesRead: Set<String> = []
        /// Each `Package.swift` asked for, by its package's folder (nil
        /// where there is none): a manifest is looked for as a candidate,
        /// then read for its products, and read once.
        var manifests: [String: SwiftPackageManifest?] = [:]
        /// The folders of the local packages each project references, by
        /// the project's path, sorted: found once, whatever number of
        /// products are looked for among them.
        var packageFolders: [String: [String]] = [:]

        init(source: LinkedCodeSource) { self.source = source }

        mutating func add(module: String, files: [String]) {
            sources[module, default: []] += files
        }

        /// Queues the targets `target` depends on or links, and reads the
        /// packages whose products it links.
        mutating func enqueueLinks(of target: XcodeTarget, in project: XcodeProject) {
            for name in target.dependencies { pending.append((project, name)) }
            for remote in target.remoteDependencies {
                if let other = source.project(remote.project) {
                    pending.append((other, remote.targetName))
                } else {
                    unseen.append(
                        Unseen(
                            name: remote.targetName,
                            reason: "a target of \(remote.project), which the run cannot read"))
                }
            }
            for product in target.linkedProducts { link(product, from: project) }
            for product in target.packageProducts { link(product, from: project) }
        }

        private static let moduleProductEndings = [".framework", ".xcframework", ".a", ".dylib"]

        /// The module a product file is, by its name: `Kit` for
        /// `Kit.framework`, `Core` for `libCore.a`.
        private static func moduleName(ofProduct fileName: String) -> String {
            var name = fileName
            for ending in moduleProductEndings where name.hasSuffix(ending) {
                name = String(name.dropLast(ending.count))
            }
            if fileName.hasSuffix(".a") || fileName.hasSuffix(".dylib"), name.hasPrefix("lib") {
                name = String(name.dropFirst(3))
            }
            return name
        }

        private mutating func link(_ product: XcodeTarget.LinkedProduct, from project: XcodeProject) {
            guard Self.moduleProductEndings.contains(where: { product.fileName.hasSuffix($0) }) else { return }
            if let remote = product.remote, let other = source.project(remote.project) {
                pending.append((other, remote.targetName))
                return
            }
            guard product.isBuilt else {
                let module = Self.moduleName(ofProduct: product.fileName)
                if readCarthageCheckout(of: module, besides: project) { return }
                unseen.append(
                    Unseen(
                        name: Self.moduleName(ofProduct: product.fileName),
                        reason: "\(product.fileName), a binary the project links, whose code the run cannot read"))
                return
            }
            if let own = project.targets.first(where: { $0.builds(product.fileName) }) {
                pending.append((project, own.name))
                return
            }
            for path in (project.referencedProjects + source.siblingProjects).sorted() where path != project.path {
                guard let other = source.project(path),
                    let builder = other.targets.first(where: { $0.builds(product.fileName) })
                else { continue }
                pending.append((other, builder.name))
                return
            }
            let reason =
                CocoaPods.isAggregateProduct(product.fileName)
                ? CocoaPods.notInstalledReason(
                    of: product.fileName, sourceRoot: project.sourceRoot, readFile: source.readFile)
                : "\(product.fileName), which no target of the projects the run reads builds "
                    + "(Carthage not installed, or a project outside the folder)"
            unseen.append(Unseen(name: Self.moduleName(ofProduct: product.fileName), reason: reason))
        }

        /// The manifest of the package at `folder`, or nil when it has none.
        private mutating func manifest(at folder: String) -> SwiftPackageManifest? {
            if let known = manifests[folder] { return known }
            let manifest = source.readFile(FilePath.join(folder, "Package.swift")).map(SwiftPackageManifest.read)
            manifests[folder] = manifest
            return manifest
        }

        private mutating func link(_ product: XcodeTarget.PackageProduct, from project: XcodeProject) {
            switch product.source {
            case .local(let folder):
                readPackage(at: folder, product: product.productName, depth: 0)
            case .unnamed:
                guard let folder = localPackage(providing: product.productName, in: project) else {
                    unseen.append(
                        Unseen(
                            name: product.productName,
                            reason: "a product of a local package that no folder the project references holds"))
                    return
                }
                readPackage(at: folder, product: product.productName, depth: 0)
            case .remote(let url):
                guard let folder = checkout(of: url, besides: project) else {
                    unseen.append(
                        Unseen(
                            name: product.productName,
                            reason: "a product of the remote package \(url), with no checkout on disk "
                                + "(SourcePackages/checkouts or .build/checkouts)"))
                    return
                }
                readPackage(at: folder, product: product.productName, depth: 0)
            }
        }

        /// The folder of a local package the project references (a folder
        /// reference or a synchronized folder, or a package one level below
        /// one) whose manifest offers `product`.
        private mutating func localPackage(providing product: String, in project: XcodeProject) -> String? {
            for folder in packageFolders(referencedBy: project) {
                guard let manifest = self.manifest(at: folder) else { continue }
                if manifest.products.contains(where: { $0.name == product })
                    || (!manifest.isLiteral && FilePath.fileName(folder) == product)
                {
                    return folder
                }
            }
            return nil
        }

        /// The folders `localPackage` looks in, sorted: each folder the
        /// project references that holds a `Package.swift`, or else each
        /// folder one level below it that does.
        private mutating func packageFolders(referencedBy project: XcodeProject) -> [String] {
            if let known = packageFolders[project.path] { return known }
            var candidates: [String] = []
            for folder in project.referencedFolders {
                if manifest(at: folder) != nil {
                    candidates.append(folder)
                } else {
                    // The ending first: a large folder lists thousands of
                    // files, and few are manifests.
                    for relative in source.listFolder(folder) ?? []
                    where relative.hasSuffix("/Package.swift") && relative.split(separator: "/").count == 2 {
                        candidates.append(FilePath.join(folder, String(FilePath.folderPrefix(of: relative).dropLast())))
                    }
                }
            }
            candidates += source.workspacePackages.filter { manifest(at: $0) != nil }
            let sorted = Set(candidates).sorted()
            packageFolders[project.path] = sorted
            return sorted
        }

        /// Where Xcode or SwiftPM left a remote package's checkout: its
        /// repository's name in `SourcePackages/checkouts` or
        /// `.build/checkouts` of the source root.
        private mutating func checkout(of url: String, besides project: XcodeProject) -> String? {
            var name = FilePath.fileName(url.hasSuffix("/") ? String(url.dropLast()) : url)
            if name.hasSuffix(".git") { name = String(name.dropLast(4)) }
            guard !name.isEmpty else { return nil }
            for folder in ["SourcePackages/checkouts/", ".build/checkouts/"] {
                let candidate = project.sourceRoot + folder + name
                if manifest(at: candidate) != nil { return candidate }
            }
            return nil
        }

        /// Reads the code of a binary framework that Carthage built from a
        /// checkout on disk (`Carthage/Checkouts/Name` of the source root,
        /// named like the module): its package's product of that name, or
        /// else every source it holds outside its tests, examples and
        /// demos. Whether it found one.
        private mutating func readCarthageCheckout(of module: String, besides project: XcodeProject) -> Bool {
            let folder = project.sourceRoot + "Carthage/Checkouts/" + module
            guard let listing = source.listFolder(folder) else { return false }
            if listing.contains("Package.swift") {
                readPackage(at: folder, product: module, depth: 0)
                return true
            }
            let skipped: Set<Substring> = ["Tests", "Example", "Examples", "Demo", "Demos", "Carthage"]
            add(
                module: module,
                files: listing.filter { relative in
                    Self.isCode(relative)
                        && !relative.split(separator: "/").dropLast().contains { part in
                            skipped.contains(part) || part.hasSuffix("Tests")
                        }
                }.sorted().map { FilePath.join(folder, $0) })
            return true
        }

        /// Reads the code of `product` of the package at `folder`, and of
        /// the local packages it depends on in turn.
        private mutating func readPackage(at folder: String, product: String, depth: Int) {
            guard depth < 32, packagesRead.insert(folder + "\u{0}" + product).inserted else { return }
            guard let manifest = self.manifest(at: folder) else {
                unseen.append(Unseen(name: product, reason: "a product of \(folder), which has no Package.swift"))
                return
            }
            let listing = source.listFolder(folder) ?? []
            let (targets, otherProducts) = manifest.targets(ofProduct: product)
            guard manifest.isLiteral, !targets.isEmpty else {
                // A manifest this cannot read: every folder of Sources/.
                var byModule: [String: [String]] = [:]
                for relative in listing where relative.hasPrefix("Sources/") {
                    let parts = relative.split(separator: "/")
                    guard parts.count > 2, Self.isCode(relative) else { continue }
                    byModule[BuildSettings.moduleName(ofTarget: String(parts[1])), default: []].append(
                        FilePath.join(folder, relative))
                }
                for (module, files) in byModule { add(module: module, files: files) }
                return
            }
            for target in targets {
                let targetFolder = SwiftPackageManifest.folder(of: target) + "/"
                add(
                    module: BuildSettings.moduleName(ofTarget: target.name),
                    files: listing.filter { $0.hasPrefix(targetFolder) && Self.isCode($0) }.map {
                        FilePath.join(folder, $0)
                    })
            }
            for other in otherProducts {
                let provider = manifest.localPackages.map { FilePath.joinNormalized(folder, $0) }.first { path in
                    self.manifest(at: path)?.products.contains { $0.name == other } ?? false
                }
                if let provider {
                    readPackage(at: provider, product: other, depth: depth + 1)
                } else {
                    unseen.append(
                        Unseen(
                            name: other,
                            reason: "a product that \(product) depends on, of a package with no checkout on disk"))
                }
            }
        }

        private static func isCode(_ path: String) -> Bool { InputFormat(path: path)?.isSourceCode == true }
    }
}
