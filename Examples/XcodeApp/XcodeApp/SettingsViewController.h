#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// Settings, in Objective-C. Its scene's segue and the unwind that returns
/// to it are typed in Swift too: the generated code extends this class,
/// which the bridging header shows to Swift.
@interface SettingsViewController : UIViewController

/// Presents About with the manual segue "showAbout"; SegueGen checks the
/// identifier literal against the storyboard.
- (IBAction)showAbout:(nullable id)sender;

/// About's Done button unwinds here.
- (IBAction)unwindToSettings:(UIStoryboardSegue *)segue;

@end

NS_ASSUME_NONNULL_END
