import Foundation

/// The typed cells come from a storyboard's prototypes, which a manifest
/// does not declare (docs/Manifest.md): code generated from a storyboard
/// and from its imported manifest differ by that section, the imports of
/// the cells' modules, and a UIKit block that held only cells.
public enum TypedCells {
    /// `code` without its typed-cells section (from its mark to the next
    /// section's mark, or the end of the UIKit block), its imports, and a
    /// UIKit block left empty.
    public static func removed(from code: String) -> String {
        var kept: [Substring] = []
        var inCells = false
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "// MARK: - Typed cells" {
                inCells = true
            } else if inCells, line.hasPrefix("// MARK: - ") || line == "#endif" {
                inCells = false
            }
            if !inCells, !line.hasPrefix("import ") { kept.append(line) }
        }
        return kept.filter { !$0.isEmpty }.joined(separator: "\n")
            .replacingOccurrences(of: "#if canImport(UIKit)\n#endif", with: "")
    }
}
