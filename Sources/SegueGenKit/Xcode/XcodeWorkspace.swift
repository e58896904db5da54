import SegueGenSupport

/// The projects an Xcode workspace (`contents.xcworkspacedata`) lists: the
/// projects whose products the apps of the workspace link by name, as
/// CocoaPods' `Pods.xcodeproj` or a framework's own project.
public enum XcodeWorkspace {
    /// The `.xcodeproj` paths `bytes` names, resolved from the workspace at
    /// `workspacePath` (the `.xcworkspace` folder): `group:` locations
    /// against the enclosing groups, `container:` against the workspace's
    /// folder, `absolute:` as they are. Never fails: what is no location
    /// is left out.
    public static func projects(in bytes: [UInt8], workspacePath: String) -> [String] {
        let trimmed = workspacePath.hasSuffix("/") ? String(workspacePath.dropLast()) : workspacePath
        let container = FilePath.folderPrefix(of: trimmed)
        var groups: [String] = [container]
        var found: [String] = []
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            guard let close = bytes[open...].firstIndex(of: UInt8(ascii: ">")) else { break }
            let tag = String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
            index = close + 1
            if tag.hasPrefix("/Group") {
                if groups.count > 1 { groups.removeLast() }
                continue
            }
            let isGroup = tag.hasPrefix("Group")
            guard isGroup || tag.hasPrefix("FileRef"), let location = attribute("location", in: tag) else {
                continue
            }
            let path = resolve(location, in: groups.last ?? container, container: container)
            if isGroup {
                // `<Group … />` closes itself.
                if !tag.hasSuffix("/"), let path { groups.append(path.isEmpty ? "" : path + "/") }
            } else if let path, path.hasSuffix(".xcodeproj") {
                found.append(path)
            }
        }
        return found
    }

    private static func resolve(_ location: String, in group: String, container: String) -> String? {
        let parts = location.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        switch parts[0] {
        case "group": return FilePath.joinNormalized(group, parts[1])
        case "container": return FilePath.joinNormalized(container, parts[1])
        case "absolute": return FilePath.normalized(parts[1])
        default: return nil
        }
    }

    /// The value of `name = "…"` in a tag's text, XML's five entities
    /// decoded.
    private static func attribute(_ name: String, in tag: String) -> String? {
        var rest = Substring(tag)
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        while let range = rest.firstRange(of: name) {
            var after = rest[range.upperBound...].drop(while: isSpace)
            rest = rest[range.upperBound...]
            guard after.first == "=" else { continue }
            after = after.dropFirst().drop(while: isSpace)
            guard let quote = after.first, quote == "\"" || quote == "'" else { continue }
            let value = after.dropFirst().prefix { $0 != quote }
            return String(value).replacingEntities()
        }
        return nil
    }
}

extension String {
    fileprivate func replacingEntities() -> String {
        guard contains("&") else { return self }
        var result = ""
        var rest = Substring(self)
        let entities = ["&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&apos;": "'"]
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            if let (entity, value) = entities.first(where: { rest.hasPrefix($0.key) }) {
                result += value
                rest = rest.dropFirst(entity.count)
            } else {
                result += "&"
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }
}
