import UIKit

/// Presented by the Objective-C SettingsViewController; its Done button
/// unwinds with `unwindToSettings:`, which SettingsViewController.m
/// implements.
final class AboutViewController: UIViewController {}
