// Kiswahili of the account's state (frozen, suspended), identity verification, notifications, push
// and the contact form. Keys are the English the server sends, byte for byte.
export const SW_ACCOUNT: Readonly<Record<string, string>> = {
  'Your token balance has been frozen: buying, staking, withdrawing tokens and claiming bonuses are paused until support unfreezes it. Reason: {a}':
    'Salio lako la tokeni limezuiwa: kununua, kuweka dau, kutoa tokeni na kupokea bonasi kumesimamishwa hadi huduma kwa wateja iliondolee zuio. Sababu: {a}',
  'Your token balance is no longer frozen. You can buy, stake, withdraw and claim bonuses again.': 'Salio lako la tokeni halijazuiwa tena. Unaweza kununua, kuweka dau, kutoa na kupokea bonasi tena.',
  'Your account has been suspended until {a}, so you have been signed out. Reason: {b}. Contact support@changamoto.co.ke if you believe this is a mistake.':
    'Akaunti yako imesimamishwa hadi {a}, kwa hivyo umeondolewa. Sababu: {b}. Wasiliana na support@changamoto.co.ke kama unaamini ni makosa.',
  'Your account has been suspended, so you have been signed out. Reason: {a}. Contact support@changamoto.co.ke if you believe this is a mistake.':
    'Akaunti yako imesimamishwa, kwa hivyo umeondolewa. Sababu: {a}. Wasiliana na support@changamoto.co.ke kama unaamini ni makosa.',
  // The flattened form the coverage test sees; the two above answer first.
  'Your account has been suspended{a}, so you have been signed out. Reason: {b}. Contact support@changamoto.co.ke if you believe this is a mistake.':
    'Akaunti yako imesimamishwa{a}, kwa hivyo umeondolewa. Sababu: {b}. Wasiliana na support@changamoto.co.ke kama unaamini ni makosa.',
  // Identity verification.
  'Enter your full legal name as it appears on your ID (letters, spaces, hyphens and apostrophes).': 'Weka jina lako kamili kama lilivyo kwenye kitambulisho chako (herufi, nafasi, vistari na alama za kuacha).',
  'Choose your ID type: national ID or passport.': 'Chagua aina ya kitambulisho: kitambulisho cha taifa au pasipoti.',
  'Enter your ID number.': 'Weka nambari ya kitambulisho chako.',
  'A national ID number is 6 to 9 digits, with no letters.': 'Nambari ya kitambulisho cha taifa ni tarakimu 6 hadi 9, bila herufi.',
  'A passport number is 6 to 9 letters and digits.': 'Nambari ya pasipoti ni herufi na tarakimu 6 hadi 9.',
  'Enter your date of birth as a real date (YYYY-MM-DD).': 'Weka tarehe yako halisi ya kuzaliwa (YYYY-MM-DD).',
  'Your date of birth cannot be in the future.': 'Tarehe yako ya kuzaliwa haiwezi kuwa siku zijazo.',
  'You must be 18 or older to verify your identity.': 'Lazima uwe na umri wa miaka 18 au zaidi ili kuthibitisha utambulisho wako.',
  'This ID number is already linked to another account.': 'Nambari hii ya kitambulisho tayari imeunganishwa na akaunti nyingine.',
  'Upload a JPG or PNG image.': 'Pakia picha ya JPG au PNG.',
  'Each image must be 5 MB or smaller.': 'Kila picha isizidi MB 5.',
  'Your documents could not be saved. Please try again.': 'Hati zako hazikuweza kuhifadhiwa. Tafadhali jaribu tena.',
  'Your documents are already being reviewed. We will let you know when a decision is made.': 'Hati zako tayari zinakaguliwa. Tutakujulisha uamuzi utakapofanywa.',
  'Your identity is already verified.': 'Utambulisho wako tayari umethibitishwa.',
  'Thank you. Your documents were submitted and will be reviewed shortly.': 'Asante. Hati zako zimewasilishwa na zitakaguliwa hivi karibuni.',
  'Verification submission not found.': 'Ombi la uthibitishaji halikupatikana.',
  'Image not found.': 'Picha haikupatikana.',
  'This submission has already been decided.': 'Ombi hili tayari limeamuliwa.',
  'You cannot review your own identity verification.': 'Huwezi kukagua uthibitishaji wako mwenyewe wa utambulisho.',
  'Please give the reason for the rejection; the user will see it.': 'Tafadhali toa sababu ya kukataa; mtumiaji ataiona.',
  'The reason must be {a} characters or fewer.': 'Sababu isizidi herufi {a}.',
  'Your identity has been verified. You can now redeem tokens from your wallet.': 'Utambulisho wako umethibitishwa. Sasa unaweza kutoa tokeni kutoka kwenye pochi yako.',
  'Your identity verification was not approved: {a} You can correct it and submit again from Verify Identity on your profile.':
    'Uthibitishaji wa utambulisho wako haukukubaliwa: {a} Unaweza kurekebisha na kuwasilisha tena kupitia Thibitisha Utambulisho kwenye wasifu wako.',
  // Notifications and push.
  'Error: Missing challenge ID for invite.': 'Hitilafu: Mwaliko hauna kitambulisho cha changamoto.',
  'Notification not found.': 'Arifa haikupatikana.',
  'Unknown notification type.': 'Aina ya arifa haijulikani.',
  'This list has changed. Reload the page to see your notifications.': 'Orodha hii imebadilika. Pakia ukurasa upya ili kuona arifa zako.',
  'This browser sent a push subscription that cannot be used. Turn push off and on again.': 'Kivinjari hiki kimetuma usajili wa push usioweza kutumika. Zima arifa za push kisha uziwashe tena.',
  'Push subscription not found.': 'Usajili wa push haukupatikana.',
  // The contact form ({a}: the field's label, put into Kiswahili by sw-values.ts).
  '{a} must be at most {b} characters.': '{a} isizidi herufi {b}.',
  '{a} is required.': '{a} inahitajika.',
  'Invalid email address': 'Anwani ya barua pepe si sahihi',
  'Email is required.': 'Barua pepe inahitajika.',
  'Please choose a valid inquiry type.': 'Tafadhali chagua aina sahihi ya swali.',
};
