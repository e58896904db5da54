import SegueGenSupport

/// What an app's `Info.plist` says about navigation: the storyboards its
/// window starts from, whose initial scenes are the roots of the app's
/// navigation, with nothing above them; for an app extension, the storyboard
/// the system shows it from. The launch storyboard
/// (`UILaunchStoryboardName`) is shown before the app runs, and is no root.
public enum InfoPlist {
    /// The main storyboards a property list names: `UIMainStoryboardFile`
    /// (and `~ipad`), each application scene configuration's
    /// `UISceneStoryboardFile`, and an app extension's
    /// `NSExtensionMainStoryboard`, whose initial scene the system presents.
    static func mainStoryboards(in list: PropertyList) -> [String] {
        var names = Project.mainStoryboardKeys.compactMap { list[$0]?.string }
        names += [list["NSExtension"]?["NSExtensionMainStoryboard"]?.string].compactMap { $0 }
        let configurations =
            list["UIApplicationSceneManifest"]?["UISceneConfigurations"]?[
                "UIWindowSceneSessionRoleApplication"]?.array ?? []
        names += configurations.compactMap { $0["UISceneStoryboardFile"]?.string }
        return names.filter { !$0.isEmpty }
    }

    /// Keys only a bundle's Info.plist has, one of which Xcode always
    /// writes.
    static let appKeys = [
        "CFBundleIdentifier", "CFBundleExecutable", "CFBundlePackageType", "UIMainStoryboardFile",
        "UIApplicationSceneManifest", "NSExtension",
    ]

    /// Reads an `Info.plist` input. An XML list is read; a binary one
    /// (which source trees rarely hold) is noted and skipped.
    static func read(_ input: InputFile, limits: ReaderLimits, diagnostics: inout DiagnosticCollector) -> InputDocument?
    {
        let bytes = input.bytes
        if bytes.starts(with: Array("bplist".utf8)) {
            diagnostics.emit(
                Diagnostic(
                    .infoPlistNotRead,
                    "a binary property list is not read; convert it with 'plutil -convert xml1', or the run does "
                        + "not know which storyboard the app starts from",
                    at: .start(of: input.path)))
            return InputDocument(storyboard: nil)
        }
        guard let list = XMLPropertyListReader.read(bytes, file: input.path, limits: limits, diagnostics: &diagnostics)
        else { return nil }
        // `GoogleService-Info.plist` and its kind end the same way and say
        // nothing of where the app starts.
        guard appKeys.contains(where: { list[$0] != nil }) else { return InputDocument(storyboard: nil) }
        let location = SourceLocation.start(of: input.path)
        var document = InputDocument(
            storyboard: nil, mainStoryboards: mainStoryboards(in: list).map { DeclaredName($0, at: location) })
        document.createdClassNames = principalClass(in: list).map { [$0] } ?? []
        return document
    }

    /// The view controller class the system creates for an app extension
    /// without a main storyboard (`NSExtensionPrincipalClass`), which then
    /// loads its default nib; written `$(PRODUCT_MODULE_NAME).Name` for a
    /// Swift class.
    static func principalClass(in list: PropertyList) -> String? {
        guard let written = list["NSExtension"]?["NSExtensionPrincipalClass"]?.string else { return nil }
        let name = written.split(separator: ".").last.map(String.init) ?? written
        return name.isEmpty ? nil : name
    }
}
