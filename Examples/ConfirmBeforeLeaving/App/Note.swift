/// A note, passed to the editor as the typed sender of `editNote`.
struct Note: Sendable {
    var title: String
    var text: String
    var tags: [String] = []
}
