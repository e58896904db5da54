import Foundation

/// A second, independent reading of an Xcode project file, for tests only: Foundation's own OpenStep property-list
/// parser does the syntax, and the paths are resolved here from the object graph, sharing no code with the product's
/// project reader, so a disagreement between the two points at a bug in one of them.
public enum PBXProjOracle {
    public struct TargetFiles: Equatable, Sendable {
        public var sources: Set<String>
        public var resources: Set<String>
    }

    /// Why a text is not a project.
    public struct InvalidProject: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// The kinds of file the returned sets keep, lowercased.
    static let extensions: Set<String> = ["storyboard", "xib", "swift", "m", "mm"]

    /// Reads the text of a `project.pbxproj`. For every PBXNativeTarget (keyed by its `name`), the files of its
    /// PBXSourcesBuildPhase and PBXResourcesBuildPhase, as normalized paths relative to the folder that holds the
    /// `.xcodeproj` folder (SRCROOT; honour the PBXProject's `projectDirPath` when non-empty).
    public static func targetFiles(pbxproj: String) throws -> [String: TargetFiles] {
        let project = try Project(text: pbxproj)
        var result: [String: TargetFiles] = [:]
        for targetID in project.root.strings("targets") {
            guard let target = project.objects[targetID], target.isa == "PBXNativeTarget",
                let name = target.string("name")
            else { continue }
            var files = TargetFiles(sources: [], resources: [])
            for phaseID in target.strings("buildPhases") {
                guard let phase = project.objects[phaseID] else { continue }
                let paths = phase.strings("files").compactMap(project.path(ofBuildFile:)).filter { path in
                    extensions.contains((path as NSString).pathExtension.lowercased())
                }
                switch phase.isa {
                case "PBXSourcesBuildPhase": files.sources.formUnion(paths)
                case "PBXResourcesBuildPhase": files.resources.formUnion(paths)
                default: break
                }
            }
            result[name] = files
        }
        return result
    }

    /// One entry of `objects`; in an OpenStep plist every leaf is a string.
    private struct Object {
        let fields: [String: Any]

        var isa: String? { string("isa") }

        func string(_ key: String) -> String? { fields[key] as? String }

        /// An array of IDs, empty when the key is absent.
        func strings(_ key: String) -> [String] { fields[key] as? [String] ?? [] }
    }

    /// The object graph, with each group member's parent as found by walking `children` from the main group.
    private struct Project {
        let objects: [String: Object]
        let root: Object
        let mainGroupID: String
        /// SRCROOT relative to the folder that holds the `.xcodeproj`: empty unless `projectDirPath` says otherwise.
        let sourceRoot: String
        let developmentRegion: String
        let parents: [String: String]

        init(text: String) throws {
            let plist: Any
            do {
                plist = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
            } catch {
                throw InvalidProject(description: "not a property list: \(error)")
            }
            guard let top = plist as? [String: Any] else {
                throw InvalidProject(description: "the top level is not a dictionary")
            }
            guard let rawObjects = top["objects"] as? [String: Any] else {
                throw InvalidProject(description: "no `objects` dictionary")
            }
            var objects: [String: Object] = [:]
            for (id, value) in rawObjects {
                guard let fields = value as? [String: Any] else {
                    throw InvalidProject(description: "object \(id) is not a dictionary")
                }
                objects[id] = Object(fields: fields)
            }
            guard let rootID = top["rootObject"] as? String, let root = objects[rootID], root.isa == "PBXProject"
            else {
                throw InvalidProject(description: "`rootObject` does not name a PBXProject")
            }
            guard let mainGroupID = root.string("mainGroup"), objects[mainGroupID] != nil else {
                throw InvalidProject(description: "the PBXProject's `mainGroup` does not name an object")
            }
            var parents: [String: String] = [:]
            var pending = [mainGroupID]
            var seen: Set<String> = [mainGroupID]
            while let groupID = pending.popLast() {
                for childID in objects[groupID]?.strings("children") ?? [] where seen.insert(childID).inserted {
                    parents[childID] = groupID
                    pending.append(childID)
                }
            }
            self.objects = objects
            self.root = root
            self.mainGroupID = mainGroupID
            self.sourceRoot = PBXProjOracle.normalize(root.string("projectDirPath") ?? "")
            self.developmentRegion = root.string("developmentRegion") ?? "en"
            self.parents = parents
        }

        /// The file a PBXBuildFile builds; nil when it has no `fileRef` (a package product, say) or the reference
        /// is not a source file.
        func path(ofBuildFile id: String) -> String? {
            guard let refID = objects[id]?.string("fileRef"), let ref = objects[refID] else { return nil }
            switch ref.isa {
            case "PBXFileReference":
                return location(of: refID)
            case "PBXVariantGroup":
                // A localized file stands for its Base version, else the one of the development region.
                let children = ref.strings("children")
                let chosen =
                    children.first { objects[$0]?.string("name") == "Base" }
                    ?? children.first { objects[$0]?.string("name") == developmentRegion }
                return chosen.flatMap(location(of:))
            default:
                return nil
            }
        }

        /// The resolved path of a group or file reference; nil when it lies outside the sources (an SDK or build
        /// product) or is a `<group>` member not reachable from the main group.
        func location(of id: String) -> String? {
            guard let object = objects[id] else { return nil }
            let folder: String
            switch object.string("sourceTree") ?? "<group>" {
            case "<group>":
                if id == mainGroupID {
                    folder = sourceRoot
                } else {
                    guard let parentID = parents[id], let parentFolder = location(of: parentID) else { return nil }
                    folder = parentFolder
                }
            case "SOURCE_ROOT": folder = sourceRoot
            case "<absolute>": folder = "/"
            default: return nil
            }
            return PBXProjOracle.normalize(folder, object.string("path") ?? "")
        }
    }

    /// `path` against `folder` (unless `path` is absolute), without `.`, empty components or resolvable `..`;
    /// the empty string for SRCROOT itself, a leading slash only for absolute paths.
    static func normalize(_ folder: String, _ path: String = "") -> String {
        let joined = path.hasPrefix("/") || folder.isEmpty ? path : folder + "/" + path
        let isAbsolute = joined.hasPrefix("/")
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            switch part {
            case ".":
                continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !isAbsolute {
                    parts.append(part)
                }
            default:
                parts.append(part)
            }
        }
        return (isAbsolute ? "/" : "") + parts.joined(separator: "/")
    }
}
