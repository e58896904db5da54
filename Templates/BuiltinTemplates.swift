/// The templates that ship with SegueGen, embedded in the binary so the
/// tool needs no set-up. Each template's text exists once, as a file in
/// `Builtin/`; SwiftPM embeds every file of that folder at build time, so a
/// new file's `PackageResources` member exists at the next build.
public enum BuiltinTemplates {
    /// Template name (the file name without `.stencil`) → text.
    public static let all: [String: String] = [
        "segues": text(PackageResources.segues_stencil),
        "identifiers-only": text(PackageResources.identifiers_only_stencil),
        "identifiers": text(PackageResources.identifiers_stencil),
        "view-controllers": text(PackageResources.view_controllers_stencil),
        "cells": text(PackageResources.cells_stencil),
        "unwind-actions": text(PackageResources.unwind_actions_stencil),
        "unwind-sources": text(PackageResources.unwind_sources_stencil),
        "segue-classes": text(PackageResources.segue_classes_stencil),
        "scenes": text(PackageResources.scenes_stencil),
        "leave-guard": text(PackageResources.leave_guard_stencil),
        "type-aliases": text(PackageResources.type_aliases_stencil),
    ]

    /// The templates meant to be used whole; the others are their parts.
    public static let entryPoints = ["segues", "identifiers-only"]

    private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}
