extension SourceTokenizer.Text {
    /// `A.B<T>.C` from the token at `index`: the last name, as a class is
    /// known to the scanners that note which type's body they read.
    func lastNamePart(of tokens: [SourceTokenizer.Token], from index: Int) -> String? {
        func word(_ position: Int) -> String? {
            position < tokens.count && tokens[position].kind == .word ? string(tokens[position]) : nil
        }
        var position = index
        var name = word(position)
        while position + 1 < tokens.count, tokens[position + 1].isSymbol("."), let next = word(position + 2) {
            name = next
            position += 2
        }
        return name
    }
}
