#import "SettingsViewController.h"

@implementation SettingsViewController

- (IBAction)showAbout:(id)sender {
    [self performSegueWithIdentifier:@"showAbout" sender:sender];
}

- (IBAction)unwindToSettings:(UIStoryboardSegue *)segue {
    self.title = @"Settings";
}

@end
