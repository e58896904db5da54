import TemplateEngine

/// Every kind of object the template context holds, by the heading that
/// documents it in docs/TemplateContext.md, with its keys read from its key
/// table: what a test holds the documentation against, so a key added to a
/// table cannot go undocumented.
public enum TemplateContextKeys {
    public static let byObject: KeyValuePairs<String, [String]> = [
        "Root": RootContext.keyTable.names,
        "Names": NamesContext.keyTable.names,
        "Type alias": TypeAliasContext.keyTable.names,
        "Tool": ToolContext.keyTable.names,
        "Storyboard": StoryboardContext.keyTable.names,
        "Scene": SceneContext.keyTable.names,
        "Segue": SegueContext.keyTable.names,
        "Instantiable storyboard": InstantiableStoryboardContext.keyTable.names,
        "Instantiable scene": InstantiableSceneContext.keyTable.names,
        "Class": ClassContext.keyTable.names,
        "Cell class": CellClassContext.keyTable.names,
        "Reuse identifier": ReuseIdentifierContext.keyTable.names,
        "Reusable nib": ReusableNibContext.keyTable.names,
        "Unwind action": UnwindActionContext.keyTable.names,
        "Implementation": ImplementationContext.keyTable.names,
        "Unwind source": UnwindSourceContext.keyTable.names,
    ]
}
