import SegueGenSupport

/// Reads the XML property lists Xcode writes (`Info.plist`): `<dict>`,
/// `<array>`, `<key>` and `<string>`, with numbers, dates and booleans kept
/// as their text. It uses the storyboard reader's XML scanner, which here
/// skips the `<!DOCTYPE plist …>` every such file opens with, and still
/// refuses any entity declaration.
enum XMLPropertyListReader {
    static func read(
        _ bytes: [UInt8], file: String, limits: ReaderLimits = .default, diagnostics: inout DiagnosticCollector
    ) -> PropertyList? {
        guard
            let text = InputText(
                bytes: bytes, file: file, maximumSize: limits.maximumManifestSize, diagnostics: &diagnostics)
        else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> PropertyList? in
            var builder = Builder()
            var scanner = XMLScanner(
                buffer, from: text.contentStart, maximumDepth: limits.maximumManifestDepth, skipsDoctype: true)
            var failure: XMLScanner.Failure?
            do throws(XMLScanner.Failure) {
                try scanner.scan(&builder)
            } catch {
                failure = error
            }
            if let failure {
                var locator = LineLocator(buffer, file: file, start: text.contentStart)
                diagnostics.emit(Diagnostic(failure.code, failure.message, at: locator.location(of: failure.offset)))
                return nil
            }
            guard let root = builder.root else {
                diagnostics.emit(
                    Diagnostic(.propertyListSyntax, "not a property list: <plist> holds no value", at: .start(of: file))
                )
                return nil
            }
            return root
        }
    }

    /// Builds values as their elements close.
    private struct Builder: XMLHandler {
        enum Open {
            case dictionary([String: PropertyList], pendingKey: String?)
            case array([PropertyList])
            /// `<key>`, `<string>` and the scalar elements: their text.
            case text(String, isKey: Bool)
            /// `<plist>`, `<data>`, and elements no list has.
            case other
        }

        var stack: [Open] = []
        var root: PropertyList?

        mutating func startElement(_ tag: XMLTag) throws(XMLScanner.Failure) {
            if tag.isNamed("dict") {
                stack.append(.dictionary([:], pendingKey: nil))
            } else if tag.isNamed("array") {
                stack.append(.array([]))
            } else if tag.isNamed("key") {
                stack.append(.text("", isKey: true))
            } else if tag.isNamed("string") || tag.isNamed("integer") || tag.isNamed("real") || tag.isNamed("date") {
                stack.append(.text("", isKey: false))
            } else if tag.isNamed("true") {
                stack.append(.text("true", isKey: false))
            } else if tag.isNamed("false") {
                stack.append(.text("false", isKey: false))
            } else {
                stack.append(.other)
            }
        }

        mutating func characters(_ text: XMLText, from start: Int, to end: Int) {
            guard case .text(let held, let isKey) = stack.last else { return }
            stack[stack.count - 1] = .text(held + text.decoded(start, end), isKey: isKey)
        }

        mutating func endElement(_ tag: XMLTag) throws(XMLScanner.Failure) {
            guard let closed = stack.popLast() else { return }
            let value: PropertyList
            switch closed {
            case .dictionary(let entries, _): value = .dictionary(entries)
            case .array(let items): value = .array(items)
            case .text(let text, isKey: true):
                if case .dictionary(let entries, _) = stack.last {
                    stack[stack.count - 1] = .dictionary(entries, pendingKey: text)
                }
                return
            case .text(let text, isKey: false): value = .string(text)
            case .other:
                // `<data>` holds nothing SegueGen reads, but it is a value.
                guard tag.isNamed("data") else { return }
                value = .string("")
            }
            switch stack.last {
            case .dictionary(var entries, let key?)?:
                entries[key] = value
                stack[stack.count - 1] = .dictionary(entries, pendingKey: nil)
            case .array(var items)?:
                items.append(value)
                stack[stack.count - 1] = .array(items)
            case .other?, nil:
                if root == nil { root = value }
            case .dictionary?, .text?:
                break
            }
        }

        mutating func comment(_ text: String) {}
    }
}
