import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A second, independent reading of a storyboard's segues with Foundation's
/// `XMLParser`, written from Interface Builder's format rather than from
/// SegueGen's reader, so the corpus test compares two implementations.
///
/// A segue is described by the line of its scene's controller, identifier,
/// kind, destination (a controller's line or a storyboard reference), unwind
/// action and segue class.
final class IndependentExtraction: NSObject, XMLParserDelegate {
    struct Segue: Hashable, Comparable, CustomStringConvertible {
        var sourceLine: Int
        var identifier: String?
        var kind: String
        var destination: String?
        var action: String?
        var segueClass: String?

        var description: String {
            "line \(sourceLine) \(identifier ?? "-") \(kind) → \(destination ?? "-") \(action ?? "-") \(segueClass ?? "-")"
        }

        static func < (lhs: Segue, rhs: Segue) -> Bool { lhs.description < rhs.description }
    }

    private struct RawSegue {
        var attributes: [String: String]
    }

    private(set) var documentType: String?
    private var storyboardName: String
    private var inScene = false
    private var sceneController: Int?
    private var sceneSegues: [RawSegue] = []
    private var scenes: [(controllerLine: Int?, segues: [RawSegue])] = []
    private var controllerLines: [String: Int] = [:]
    private var placeholders: [String: [String: String]] = [:]
    private weak var parser: XMLParser?

    private init(storyboardName: String) {
        self.storyboardName = storyboardName
    }

    /// The segues of the storyboard at `url`, sorted.
    static func segues(of url: URL, storyboardName: String) -> (type: String?, segues: [Segue])? {
        guard let parser = XMLParser(contentsOf: url) else { return nil }
        let extraction = IndependentExtraction(storyboardName: storyboardName)
        extraction.parser = parser
        parser.delegate = extraction
        guard parser.parse() else { return nil }
        return (extraction.documentType, extraction.result().sorted())
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch elementName {
        case "document":
            documentType = attributes["type"]
        case "scene":
            inScene = true
            sceneController = nil
            sceneSegues = []
        case "segue" where inScene && attributes["key"] == nil && attributes["reference"] == nil:
            sceneSegues.append(RawSegue(attributes: attributes))
        default:
            guard inScene, attributes["sceneMemberID"] == "viewController", let id = attributes["id"] else { return }
            if elementName == "viewControllerPlaceholder" {
                placeholders[id] = attributes
            } else {
                controllerLines[id] = parser.lineNumber
                sceneController = parser.lineNumber
            }
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == "scene" {
            scenes.append((sceneController, sceneSegues))
            inScene = false
        }
    }

    private func result() -> [Segue] {
        var result: [Segue] = []
        for scene in scenes {
            guard let line = scene.controllerLine else { continue }
            for raw in scene.segues {
                let attributes = raw.attributes
                let kind = attributes["kind"] ?? "?"
                var destination: String?
                if kind != "unwind", let id = attributes["destination"] {
                    if let target = controllerLines[id] {
                        destination = "line \(target)"
                    } else if let placeholder = placeholders[id] {
                        // Interface Builder: no storyboard name means this storyboard.
                        let storyboard = placeholder["storyboardName"] ?? storyboardName
                        destination =
                            "\(storyboard)/\(placeholder["referencedIdentifier"] ?? "initial")/\(placeholder["bundleIdentifier"] ?? "-")"
                    } else {
                        continue
                    }
                }
                let segueClass = attributes["customClass"].map { name in
                    attributes["customModuleProvider"] == "target"
                        ? name : (attributes["customModule"].map { "\($0).\(name)" } ?? name)
                }
                result.append(
                    Segue(
                        sourceLine: line, identifier: attributes["identifier"], kind: kind, destination: destination,
                        action: kind == "unwind" ? attributes["unwindAction"] : nil, segueClass: segueClass))
            }
        }
        return result
    }
}
