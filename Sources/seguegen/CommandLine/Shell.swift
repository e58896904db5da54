/// Words as a shell reads them, for the commands a message tells the user
/// to run.
enum Shell {
    /// `word` as is when the shell reads it as one word, else in single
    /// quotes: `'My Apps/App.xcodeproj'`.
    static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar)
                    || "_-./+,:=@%".unicodeScalars.contains(scalar)
            }
        return plain
            ? word : "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
