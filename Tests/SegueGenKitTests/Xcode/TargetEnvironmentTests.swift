import SegueGenKit
import SegueGenSupport
import XCTest

/// What a target compiles its code for (issue 54), from its build settings
/// over every configuration: a part the settings do not settle stays
/// unknown, so that no code the target compiles is taken for another
/// platform's.
final class TargetEnvironmentTests: XCTestCase {
    /// The environment of a target with `settings` in Debug and
    /// `releaseSettings` in Release, under a project whose Debug sets
    /// `DEBUG` and is based on `Base.xcconfig` (`xcconfig`, nil for a file
    /// not on disk).
    private func environment(
        _ settings: String, release releaseSettings: String? = nil, xcconfig: String? = "",
        projectPath: String = "App.xcodeproj"
    ) throws -> CompilationEnvironment {
        let text = """
            // !$*UTF8*$!
            {
                rootObject = P;
                objects = {
                    P = {isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = LP; };
                    LP = {isa = XCConfigurationList; buildConfigurations = (CPD, CPR); };
                    CPD = {isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = FX;
                        buildSettings = { SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)"; }; };
                    CPR = {isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
                    G = {isa = PBXGroup; children = (FX); sourceTree = "<group>"; };
                    FX = {isa = PBXFileReference; path = Base.xcconfig; sourceTree = "<group>"; };
                    T = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application";
                        buildPhases = (); buildConfigurationList = LT; };
                    LT = {isa = XCConfigurationList; buildConfigurations = (CTD, CTR); };
                    CTD = {isa = XCBuildConfiguration; name = Debug; buildSettings = { \(settings) }; };
                    CTR = {isa = XCBuildConfiguration; name = Release; buildSettings = { \(releaseSettings ?? settings) }; };
                };
            }
            """
        var diagnostics = DiagnosticCollector()
        let project = try XCTUnwrap(
            XcodeProjectReader.read(Array(text.utf8), projectPath: projectPath, diagnostics: &diagnostics))
        var configurationFiles: [String: [String: String]] = [:]
        return CompilationEnvironment.of(
            try XCTUnwrap(project.target(named: "App")), in: project,
            readFile: { $0 == "Base.xcconfig" ? xcconfig.map { Array($0.utf8) } : nil },
            configurationFiles: &configurationFiles)
    }

    func testThePlatformsComeFromTheSDKOrTheSupportedPlatforms() throws {
        XCTAssertEqual(try environment("SDKROOT = appletvos;").platforms, [.tvOS])
        XCTAssertEqual(
            try environment("SDKROOT = iphoneos; SUPPORTS_MACCATALYST = YES;").platforms, [.iOS, .macCatalyst])
        XCTAssertEqual(
            try environment(#"SDKROOT = auto; SUPPORTED_PLATFORMS = "iphoneos iphonesimulator appletvos";"#).platforms,
            [.iOS, .tvOS])
        // Each configuration's platform counts.
        XCTAssertEqual(
            try environment("SDKROOT = iphoneos;", release: "SDKROOT = appletvos;").platforms, [.iOS, .tvOS])
        // Xcode's default is not read, and a platform SegueGen does not
        // know leaves them all unknown.
        XCTAssertEqual(try environment("").platforms, [])
        XCTAssertEqual(try environment("SDKROOT = iphoneos;", release: "").platforms, [])
        XCTAssertEqual(try environment("SDKROOT = driverkit;").platforms, [])
    }

    func testTheConditionsAreThoseOfEveryConfigurationAndVariant() throws {
        XCTAssertEqual(try environment("SDKROOT = iphoneos;").conditions, ["DEBUG"])
        let variants = try environment(
            #"OTHER_SWIFT_FLAGS = "$(inherited) -D BETA -DSTORE"; "SWIFT_ACTIVE_COMPILATION_CONDITIONS[sdk=appletvos*]" = TV;"#,
            xcconfig: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) SHARED\n")
        XCTAssertEqual(variants.conditions, ["DEBUG", "BETA", "STORE", "TV", "SHARED"])
        // A reference to another setting, or a build configuration file
        // not read, may set any.
        XCTAssertNil(try environment(#"SWIFT_ACTIVE_COMPILATION_CONDITIONS = "$(MORE)";"#).conditions)
        XCTAssertNil(try environment("SDKROOT = iphoneos;", xcconfig: nil).conditions)
        // So may a generator's description, whose reader leaves keys out.
        let generated = try environment("SDKROOT = appletvos;", projectPath: "App/project.yml")
        XCTAssertEqual(generated.platforms, [.tvOS])
        XCTAssertNil(generated.conditions)
    }
}
