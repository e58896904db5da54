// The app's Objective-C classes, as its Swift code and the code SegueGen
// generates see them (SWIFT_OBJC_BRIDGING_HEADER).
#import "SettingsViewController.h"
