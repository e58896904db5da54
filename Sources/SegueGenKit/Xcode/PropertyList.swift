import SegueGenSupport

/// A property list as Xcode writes them: the old-style ASCII form of
/// `project.pbxproj`, and the XML form of `Info.plist`. Only what SegueGen
/// reads is kept: strings, arrays and dictionaries; numbers, dates and
/// booleans of an XML list are kept as their text, and data as nothing.
public indirect enum PropertyList: Sendable, Equatable {
    case string(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var array: [PropertyList]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var dictionary: [String: PropertyList]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// The value at `key` of a dictionary; nil for anything else.
    public subscript(key: String) -> PropertyList? { dictionary?[key] }

    /// A build setting's value as Xcode reads it: a string as it is, an
    /// array of strings joined by spaces.
    public var settingText: String? {
        switch self {
        case .string(let value): value
        case .array(let values): values.compactMap(\.string).joined(separator: " ")
        case .dictionary: nil
        }
    }
}
