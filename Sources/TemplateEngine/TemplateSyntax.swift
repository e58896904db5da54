import SegueGenSupport

/// The parsed form of a template: a tree of nodes, each with the location
/// of its tag so errors at render time still point into the template.
indirect enum TemplateNode: Sendable {
    case text(String)
    case output(TemplateExpression, SourceLocation)
    case forLoop(
        variable: String, sequence: TemplateExpression, body: [TemplateNode], empty: [TemplateNode], SourceLocation)
    case conditional(branches: [(condition: TemplateCondition, body: [TemplateNode])], otherwise: [TemplateNode])
    case include(name: String, SourceLocation)
}

/// `value|filter:arg|filter`
struct TemplateExpression: Sendable {
    enum Operand: Sendable {
        case variable([String], SourceLocation)
        case string(String)
        case int(Int)
        case bool(Bool)
    }

    struct Filter: Sendable {
        var name: String
        var arguments: [Operand]
        var location: SourceLocation
    }

    var operand: Operand
    var filters: [Filter]
}

/// `{% if %}` conditions: `not`, `and`, `or`, `==`, `!=`, with the usual
/// precedence (`or` lowest, then `and`, then `not`, then comparisons).
indirect enum TemplateCondition: Sendable {
    case value(TemplateExpression)
    case not(TemplateCondition)
    case and(TemplateCondition, TemplateCondition)
    case or(TemplateCondition, TemplateCondition)
    case equal(TemplateExpression, TemplateExpression)
    case notEqual(TemplateExpression, TemplateExpression)
}
