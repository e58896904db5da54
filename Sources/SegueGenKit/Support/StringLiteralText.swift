/// A string literal's text as written in source, without what delimits it:
/// the scanners of app code and the `Package.swift` reader take a literal's
/// body this one way.
enum StringLiteralText {
    /// `literal` without its quotes, the hashes of a raw string and the `@`
    /// of an Objective-C one: `"Cell"`, `#"Cell"#` and `@"Cell"` are
    /// `Cell`. Escapes stay as written.
    static func body(of literal: String) -> String {
        var body = Substring(literal)
        if body.hasPrefix("@") { body = body.dropFirst() }
        while body.hasPrefix("#") && body.hasSuffix("#") && body.count >= 2 { body = body.dropFirst().dropLast() }
        if body.hasPrefix("\"") && body.hasSuffix("\"") && body.count >= 2 { body = body.dropFirst().dropLast() }
        return String(body)
    }
}
