import XCTest

@testable import seguegen

/// The command line's parsing and help, in process: each command's typed
/// options, read the way the commands read them.
final class ArgumentParserTests: XCTestCase {
    private func parse(_ arguments: [String], for command: any Command.Type = GenerateCommand.self) throws
        -> ParsedArguments
    {
        try ParsedArguments(arguments, options: command.options)
    }

    private func usageError(_ arguments: [String], for command: any Command.Type = GenerateCommand.self) -> String? {
        do throws(ParsedArguments.UsageError) {
            _ = try ParsedArguments(arguments, options: command.options)
            return nil
        } catch {
            return error.message
        }
    }

    func testValuesFlagsAndPositionals() throws {
        let arguments = try parse([
            "Main.storyboard", "--output", "Out.swift", "--check", "--access-level=public",
            "--disable-warning", "SG304", "--disable-warning=SG303", "--", "--not-an-option.segues.yaml",
        ])
        XCTAssertEqual(arguments.positionals, ["Main.storyboard", "--not-an-option.segues.yaml"])
        XCTAssertEqual(arguments[GenerateCommand.output], "Out.swift")
        XCTAssertTrue(arguments[GenerateCommand.check])
        XCTAssertEqual(arguments[GenerationOptionsParser.accessLevel], .public)
        XCTAssertEqual(arguments[InputOptions.disableWarning], [.unreachableScene, .unusedUnwindAction])
        XCTAssertNil(arguments[GenerationOptionsParser.template])
        XCTAssertFalse(try parse([])[GenerateCommand.check])
    }

    func testMistakesAreUsageErrorsThatNameTheOption() {
        XCTAssertEqual(usageError(["--outptu", "x"]), "unknown option --outptu; did you mean --output?")
        XCTAssertEqual(usageError(["--output"]), "--output needs a value (--output PATH)")
        XCTAssertEqual(usageError(["--output", "--check"]), "--output needs a value (--output PATH)")
        XCTAssertEqual(usageError(["--output", "a", "--output", "b"]), "--output is given more than once")
        XCTAssertEqual(usageError(["--check=yes"]), "--check takes no value")
        XCTAssertEqual(usageError(["--template", "t"], for: ContextCommand.self), "unknown option --template")
        // Values with a fixed set of words are checked while parsing, their
        // words listed from the type's cases.
        XCTAssertEqual(
            usageError(["--access-level", "pubic"]),
            "--access-level must be internal, public or package, not \"pubic\"; did you mean \"public\"?")
        XCTAssertEqual(
            usageError(["--disable-warning", "SG9"]),
            "\"SG9\" is not a diagnostic code (see 'seguegen help diagnostics')")
    }

    /// Every option a command declares is in its help, with its placeholder,
    /// and in the usage line at the top.
    func testEveryCommandsHelpShowsEveryOption() {
        for command in SegueGen.commands {
            let help = command.helpText
            let usage = help.split(separator: "\n").first { $0.hasPrefix("USAGE:") } ?? ""
            for option in command.options {
                XCTAssertTrue(help.contains("  --\(option.name)"), "\(command.name) help lacks --\(option.name)")
                let words = usage.split { " []|.".contains($0) }
                XCTAssertTrue(words.contains("--\(option.name)"), "\(usage) lacks --\(option.name)")
            }
        }
    }
}
