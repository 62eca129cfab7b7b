import { describe, it } from 'vitest';
import { carriedByYeas, expectMotions, type CaptionVoteCase } from '../../test/summary-lines.ts';

/**
 * A council's machine votes as its clerk reads the count, in automatic captions with no
 * punctuation (New Orleans): the yeas alone when nobody voted no, counts and results as the
 * captions mishear them, and calls to vote that the captions garble. Every excerpt is real, copied
 * from the evaluation set (scripts/eval/meetings, sources in scripts/eval/sources.md) as its reader
 * gives it, with the time of its first line.
 */
const CASES: CaptionVoteCase[] = [
  {
    name: 'reads the yeas alone, said after the second ("... council member Morrell six days thank you")',
    source: 'new-orleans-council-2023-09-07, 02:31:32',
    said: [
      [
        9092,
        "demolition are there any online comments all right I've moved I need a second second in my council member Morrell six days thank you foreign on top of page 16 we have the legislative grouping a demolition request of Debbie champagne transmitting the application documents for a demolition permit requiring city council review and approval for the following property 1715 through 1717 turo street we have motion m23412 by councilmember Green approving",
      ],
    ],
    motions: [{ result: 'carried', unanimous: true, tally: { yes: 6, no: 0, abstain: 0, absent: 0 } }],
  },
  {
    name: 'reads the yeas alone opening a caption when the second closed the one before',
    source: 'new-orleans-council-2023-06-22, 03:57:46',
    said: [
      [
        14266,
        "and Home Ownership projects are needed as proactive strategies to prevent long wrongdoings from happening in the first place it shouldn't take a tragedy to kick our policy makers into high gear when it comes to preserving protecting and producing more affordable housing support the measure but let's look forward so we can be better prepared and we're proactive with our city planning thank you Anita so I've moved I need a second in by councilmember Greene",
      ],
      [
        14299,
        "seven years thank you council members we're going to go to page four the consent agenda we have a communication from Aaron Spears chief of staff and Council Council utilities regulatory office this should be marked received we have a communication from Jonathan Landry 437 Bermuda Street this should be Mark received suggested hearing date July 13th we have a communication from Zachary Smith owner",
      ],
    ],
    motions: [carriedByYeas(7)],
  },
  {
    name: 'reads misheard counts and results ("five years no knees carries", "cares uimously", "agendas pass uimously")',
    source: 'new-orleans-council-2023-07-13, 02:18:31, 02:27:04 and 01:59:06',
    said: [
      [
        7146,
        "uh that concludes the consent agenda do we have any online comments we do not uh councilman Thomas moved that we approved the consent agenda which is seconded by council member King uh Oliveira please say aye aye any opposed hearing none Lucas San agendas pass uimously thank you madam clerk first thing on the regular agenda yes sir we're on page 51 the HDL hdlc appeal of 437 Bermuda Street has been deferred to July 27th on top of",
      ],
      [
        8311,
        "this project to go forward I suggest further investigation into zoning restrictions regarding The Unwanted unwarranted expansion thank you all right so I've moved may have a second by council member King any opposed yeah okay uh yeah so five years no five five years five years no knees carries Indiana sleep thank you we're now on top of page 55 a",
      ],
      [
        8824,
        "hair on this one um with recognition that Miss Johnson has made the point this is now the second time this company's been before us and then in the last two months and I we keep on seeing things like this then that starts to show a pattern and not something that is is a one-on so with that I'll move for approval of them 23 3-1-1 Second by council member green any opposed sitting on that cares uimously thank you",
      ],
    ],
    motions: [
      { result: 'carried', unanimous: true },
      carriedByYeas(5),
      { result: 'carried', unanimous: true },
    ],
  },
  {
    name: 'reads a result after a garbled call to vote on the machines ("he\'s about your machines known as it is approved")',
    source: 'new-orleans-council-2023-06-22, 04:25:09',
    said: [
      [
        15909,
        "city or other entities that we would like to make sure remain as cultural and educational facilities and don't become condominiums or something like that so we still think the study is worth going forward with and I would move for approval of this motion if there are no comments or public comments they are not a move to approve I get a second second because remember King he's about your machines known as it is approved we're now on top of page 46.",
      ],
    ],
    motions: [{ result: 'carried' }],
  },
  {
    name: 'takes a garbled call to vote on the machines ("please let your machines") as carried when the council moves on',
    source: 'new-orleans-council-2023-08-10, 01:37:43',
    said: [
      [
        5863,
        "available to see how the money is spent so that's what this does I move adoption second accounts from a green please let your machines stop it we're now on top of page 24 we have motion M23 350 our council members Morel Moreno jeruso King and Thomas approving the amendments to the classified pay plan city council New Orleans new",
      ],
      [
        5897,
        'classification broadcast and production coordinator and broadcast and production manager to be effective August 13 2023 in accordance with article 10 section 10 of the Constitution of Louisiana the utility cable telecommunications and Technology committee made no recommendations yeah foreign',
      ],
    ],
    motions: [{ result: 'carried', tally: null }],
  },
  {
    name: 'reads a count said deep in a caption, and "no nays" heard as "new days" and "no next"',
    source: 'new-orleans-council-2023-04-20, 04:13:39, 04:30:10 and 04:51:13',
    said: [
      [
        15219,
        "thank you this amendment just gives clarification to the underlying ordice and I will reserve my comments for the full ordice when it comes up if the amendment's adopted um I'll move for adoption of the amendment machines six years no Nays notes are adopted so the underlying ordice is very straightforward uh last year we were able to discern that there has been kind of an ongoing practice of emergencies",
      ],
      [
        16210,
        'New Orleans City Park as more fully set forth in the Cooperative Endeavor agreement form attached here to as exhibit a and made a part here of and otherwise to provide with respect there too thank you madam clerk move for approval second by council member Harris six years new days at the bottom of the page on this calendar number 34143 has been deferred to May 11th on',
      ],
      [
        17473,
        "but I'm so pleased that's all I just want to say that okay five years no next uh Madam clerk the next item 49 uh I want to withdraw that but I want a moment of personal privilege for about three minutes on that issue can I do that we're going to withdraw this and for my colleagues this motion about uh it's turned into something more than I thought I thought it would uh Paul Matthews is one of a handful of",
      ],
    ],
    motions: [carriedByYeas(6), carriedByYeas(6), carriedByYeas(5)],
  },
  {
    name: 'reads the yeas as "Y", "shades" and run together ("68 no n"), and "six y n"',
    source:
      'new-orleans-council-2024-01-18, 01:37:05 and 01:37:35; 2024-02-01, 03:41:00; 2024-01-04, 04:32:49',
    said: [
      [
        5825,
        "34501 that ordinance seven what' you say 34507 my bad I'm looking at seven and I'm saying nine thank you 507 I'll make a motion to adopt been seconded by council member green all in favor six Y no n thank you all right now uh 34508 I no public comment yeah but I need to read in and record thank you madam clerk okay ordinance calendar number 34508 by council member",
      ],
      [
        5855,
        "Mareno an ordinance to amend and reordain section 2- 692 of the code of the City of New Orleans to require additional information regarding outside business activities and otherwise to provide with respect there too thank you madam clerk I'll make a motion to adopt seconded by council member Morel 68 no n and then the final one is ordinance 34509 Madam clerk on page 43",
      ],
      [
        13260,
        "that I will move to approve U motion 2447 seconded by council member Harris this is an exciting thing for the neighborhood and the district six y n council members we go on to page 20 for the beginning of the regular agenda we have a legislative grouping a communication from Winston Fior director of land use and constituent Affairs liaison council member Freddy King III District C transmitting the mayor's",
      ],
      [
        16369,
        'requested by nearby neighbors to the conditional use that we approved to allow juncture coffee to operate as a standard restaurant and serve alcohol are there any online of public comments hearing none I will move the amendment second by council member juso six shades and now I will move the amended the ordinance as am the ordinance as amended thank you madam',
      ],
    ],
    motions: [carriedByYeas(6), carriedByYeas(6), carriedByYeas(6), carriedByYeas(6)],
  },
  {
    name: 'reads "I eyes have it", and a result said after "we can adopt" as a result, not a condition',
    source: 'new-orleans-council-2024-02-01, 03:32:09; 2024-01-04, 04:48:00',
    said: [
      [
        12729,
        "uh to move it forward so that really if if we had had that I don't even see why we would have to hear this again but it was heard but heard at the committee meeting without a quorum any questions from any council members that that I would move adoption can I get a second please second second by me first by me second by council member Harris all in favor please I eyes have it so order guys thank you all so much thank you and thank you for waiting we're going to try and hand",
      ],
      [
        17280,
        'years and now we can adopt I make a motion to adop Second by council member Harris six shes no most adop motion is adopted council members we need to suspend the rules to go to ordinances on first reading Madame CL may I have a app point of personal privilege to Michael Eric',
      ],
    ],
    motions: [{ result: 'carried' }, { result: 'carried' }],
  },
  {
    name: 'reads "six Shea\'s thank you" and "78 thank you" (seven yeas run together) after the vote is called',
    source: 'new-orleans-council-2023-06-08, 02:47:09; 2024-02-01, 03:54:54',
    said: [
      [
        10029,
        "parking lots that don't that are substantial and good sized parking lots so it becomes a question of enforcement it's just like short-term rentals if the rules we got now are not enforced how is the enforcement of this going to be implemented and any different than other rules thank you for the comment Mr Burnside if you get me those addresses we will report them to code enforcements I'm going to go ahead and move um seconded by Thomas six Shea's thank you",
      ],
      [
        14094,
        "conditional use for chicken and sides to utilize the existing drive-thru I've moved I need a second are there any online comments all right all in favor thank you council member King 78 thank you we're now on page 29 legislative group in zoning doet 8923 has been deferred to February 22nd on the top of page 30 motion line over M2",
      ],
    ],
    motions: [carriedByYeas(6), carriedByYeas(7)],
  },
  {
    name: 'reads "everyone on the dais has voted yes" (captions: "on the day") as carried',
    source: 'new-orleans-council-2024-01-18, 01:06:56',
    said: [
      [
        4016,
        "forward in the future seeing and working with you all as we continue to do great things for our city thank you for all that you do here in the city the state and the nation it makes a difference we appreciate it hang on before I get to the next council member a bit of housekeeping uh Madam clerk I need to suspend the rules so that this order of business can go longer than 15 minutes I'll make that motion you need to suspend rues Pin C second seconded by council member green",
      ],
      [
        4048,
        "all in favor I everyone on the day has voted yes council member tuso well I I just wanted to say first of all thank you all for being here today and I can't tell you how many times I hear people say I love the city but I don't know what to do and you just do right I mean that that is the nature of really being a good new or linian and somebody who lives in the area is stepping up and just doing doing the work and so when I see all the things that you are focused on these are the things that matter to",
      ],
    ],
    motions: [{ result: 'carried', unanimous: true }],
  },
  {
    name: 'reads "the eyes eyes have it" and "all seven y this is ..."',
    source: 'new-orleans-council-2024-03-21, 02:50:33 and 03:11:50',
    said: [
      [
        10233,
        "juso we don't wanted to be a conspiracy now U Move adoption all the eyes eyes have it any any GS eyes have it so order on top of me 34609 by council members juso Mareno Harris and Thomas by request and ordinance to ordain section 70-41 15.",
      ],
      [
        11510,
        "in-house capacity it's a 5-year agreement it's a $10,000 maximum per year contract $50,000 maximum over the life of this agreement I move for approval kill all the mosquitoes kill them all kill them all and the rodents yeah and the pums too if they're in your house all seven y this is an exciting time",
      ],
    ],
    motions: [{ result: 'carried' }, carriedByYeas(7)],
  },
  {
    name: 'reads a count alone right after the seconder ("seconded by council member King 6 we\'re now ...")',
    source: 'new-orleans-council-2024-04-04, 03:56:27',
    said: [
      [
        14187,
        "thank you very much thank you Mr Burnside all right I've moved for approval seconded by council member King 6 we're now going to go to the bottom of page 30 thank call audits calendar number 34616 by council members juso Moreno Morel Harris and Thomas and ordinance to",
      ],
    ],
    motions: [carriedByYeas(6)],
  },
  {
    name: 'reads a count alone right after the seconder ("second by council member Harris six thank you at the bottom of the page ...")',
    source: 'new-orleans-council-2024-04-04, 04:02:42',
    said: [
      [
        14562,
        'm241 127 and to Grant the appeal second by council member Harris six thank you at the bottom of the page we have a legislative group in hdlc appeal of',
      ],
    ],
    motions: [carriedByYeas(6)],
  },
  {
    name: 'reads the count right after the seconder heard with a stray letter ("second by council member Harris six n thank you")',
    source: 'new-orleans-council-2024-01-04, 03:49:58',
    said: [
      [
        13798,
        'I move second by council member Harris six n thank you council member Um Mar know do you want to go back and start in a regular order or where would you like to go we can go back to regular order unless there are any other council members that had scheduled items no scheduled items',
      ],
    ],
    motions: [carriedByYeas(6)],
  },
  {
    name: 'keeps the ordinance as amended apart from its amendment when the amendment\'s count was read just before ("and now the ordinance as amended")',
    source: 'new-orleans-council-2024-01-18, 01:38:37',
    said: [
      [
        5917,
        "insert in Lee thereof 20 that is the amendment thank you madam clerk this just extends the timeline for the administration to upload uh contracts M US amendments Etc into brass from 10 days to 20 days so I'll make a motion to adopt this amendment consecuted by Council vice president moral 6 Y no Nays and now the ordinance as amended I'll make a motion seconded by",
      ],
      [
        5949,
        "council member moral 68 no n thank you council members we're now going to go to pay page page 47 we have ordinance oh first let me just do the one at the top ordinance calendar number 34497 is being deferred to February the",
      ],
    ],
    motions: [carriedByYeas(6), carriedByYeas(6)],
  },
  {
    name: 'takes the ordinance as amended, moved and seconded after its amendment carried and then left for the next page, as carried',
    source: 'new-orleans-council-2024-01-04, 04:32:49',
    said: [
      [
        16369,
        'requested by nearby neighbors to the conditional use that we approved to allow juncture coffee to operate as a standard restaurant and serve alcohol are there any online of public comments hearing none I will move the amendment second by council member juso six shades and now I will move the amended the ordinance as am the ordinance as amended thank you madam',
      ],
      [
        16400,
        "clerk second by council member juso need some more votes one more thank you we're now going to go to page 30 33 at the bottom of the page motion line over M23 451 has been withdrawn on top of page 34 at the bottom of the page we have motion",
      ],
    ],
    motions: [carriedByYeas(6), { result: 'carried', tally: null }],
  },
  {
    name: 'reads the yeas after a member "seconds", followed by the next amendment or with the second heard as another word ("council member Theresa seconds seven years the next Amendment", "almonds attended by council member Thomas seven years")',
    source: 'new-orleans-council-2023-03-23, 06:35:40, 06:36:46 and 06:37:21',
    said: [
      [
        23740,
        "34083 my council member Harris I'll move this amendment it's it's 46. yeah they've already been read yeah number 23 calendar number 34083 it basically clarifies some language uh council member jeruso seconds six seven years",
      ],
      [
        23806,
        "thank you madam clerk I'm mayor of council member Theresa seconds seven years the next Amendment is by council member Harris amendment number three and the brief description says an amendment adjusting the zoning requirements regarding operator occupancy",
      ],
      [
        23841,
        'almonds attended by council member Thomas seven years the fourth amendment was by wait wait wait so amendment number two foreign',
      ],
    ],
    motions: [carriedByYeas(7), carriedByYeas(7), carriedByYeas(7)],
  },
  {
    name: 'reads a result said after the second without its noun\'s verb ("seconded by councilman jeruso there are five gates and one nay motions adopted", "seconded and it passes")',
    source: 'new-orleans-council-2023-03-23, 06:49:08 and 07:12:11',
    said: [
      [
        24548,
        "requests pursuant to section 21.8 Point C Point eighteen point R of the comprehensive Zone in ordice thinking about a clerk I'm making a move seconded by councilman jeruso there are five gates and one nay motions adopted thank you two names thank you",
      ],
      [
        25931,
        'not necessary and will allow this item to be heard more quickly I move councilmember jerusal seconded and it passes with six votes seven votes at the bottom of the page we have motion m23102 by council member Harris directing the City Planning Commission to conduct a public hearing to consider amending the text of the comprehensive zoning ordice to create standards for affordable home ownership opportunities',
      ],
    ],
    motions: [{ result: 'carried' }, { result: 'carried' }],
  },
  {
    name: 'reads a nay heard as "day" ("uh five years uh six years one day")',
    source: 'new-orleans-council-2023-03-23, 06:49:53',
    said: [
      [
        24593,
        "all right now we need to this is now we need to adapt Partners calendar number 34082 as amended I don't make a motion as amended seconded by council president Murrell uh five years uh six years one day",
      ],
    ],
    motions: [{ result: 'carried', unanimous: false, tally: { yes: 6, no: 1, abstain: 0, absent: 0 } }],
  },
  {
    name: 'reads the yeas counted again as a late vote comes in, the second heard as "days", as more yeas ("five years Six Days Seven Years"), not a failed vote',
    source: 'new-orleans-council-2023-03-23, 07:03:46',
    said: [
      [
        25426,
        "zoned commercial I don't know the the structures of the structures of what we could do but I think that would be I know that's important in the Merit in the historic core and it's probably important in some of your areas too as I know uptown if there's a way that we can do that I would appreciate it thank you thank you Alan I appreciate that so I'm going to go ahead and move when it comes up five years Six Days Seven Years all right great thank you",
      ],
    ],
    motions: [carriedByYeas(6)],
  },
  {
    name: 'reads the nays heard as "noonies" ("seven years noonies then I will move to substitute"), and keeps the motion itself apart from the substitution counted just before ("all in favor uh seven years and now on the motion itself" | "I move also seconded ... seven years no days")',
    source: 'new-orleans-council-2023-03-23, 07:08:37',
    said: [
      [
        25717,
        "seven years noonies then I will move to substitute the correct exhibit which is the settlement agreement and mutual release all right so the machine isn't doing it council member Harris seconds all in favor uh seven years and now on the motion itself I move also seconded by council member Harris no opposed seven years no days thank you at the bottom of the page resolution",
      ],
      [
        25757,
        'r2370 has been withdrawn at the top of page 55 motion line over m23j has been withdrawn motion line over m23z has been deferred to April 6. on top of page 56 motion line over M23 double A has been deferred to April 6. motion m2398 by council members Moreno and Harris directed City Planning commissioned to conduct a public hearing to consider',
      ],
      [
        25792,
        "amending the text of the comprehensive zoning ordice to create a definition and use standards for electric vehicles charging stations principal used to reduce zoning barriers for EV charging stations thank you madam clerk um this is a recommendation um coming from the CPC and it's about uh Expediting the process on trying to get more of these charging stations and it waves the NPP process on every single one of these um sites so that's what it does uh",
      ],
      [
        25825,
        "it's been moved by Morel seconded by Thomas five years no names six years no names seven years on top of page 57 motion m23.99 by councilmember Harris directing the city planned commission to conduct the public hearing to consider amending the text of the comprehensive zoning ordice to require security measures and crime mitigation efforts at",
      ],
    ],
    // The next motion's count read up as late votes come in is one decision.
    motions: [carriedByYeas(7), carriedByYeas(7), carriedByYeas(7), { result: 'carried' }],
  },
  {
    name: 'reads the nays after a filler and keeps the next item, moved with its own count, apart ("seven years uh no names" | "... move for approval second by ... seven years with")',
    source: 'new-orleans-council-2023-03-23, 07:21:46 and 07:22:18',
    said: [
      [
        26506,
        "rate of pay police recruiter incentive pay in accordance with article 10 section 10 of the Constitution of Louisiana as adopted by the Civil Service Commission at its meeting of March 3rd 2023. move adoption executed by councilmember Harris it's gonna be seven years uh no names",
      ],
      [
        26538,
        'we have resolution r23112 by council member jerusal By Request approving the completed Louisiana compliance questionnaire prepared by the Department of Fice as part of the 2021 audit and your audit move for approval second by council member Mourinho seven years with councilmember Thomas thank you sir at the bottom of the page we have resolution r23-113 by council member Jerusalem By',
      ],
    ],
    motions: [carriedByYeas(7), carriedByYeas(7)],
  },
  {
    name: 'reads "no nays" heard as "known as" or "nowadays" and the yeas as "eyes" ("six years known as", "six years nowadays seven years we have", "seven eyes no names")',
    source: 'new-orleans-council-2023-03-23, 07:26:57; new-orleans-council-2023-04-06, 02:12:32 and 02:17:28',
    said: [
      [
        26817,
        "uh Moreno moo suspend the rules I will second is there any objection uh six years known as councilman Thomas is not present we move to First reads council member Moreno has there anyone who's ever objectives [Music] in the history of the council huh yeah ordice on first readings audience calendar number 34099 by council member",
      ],
      [
        27952,
        'public comment nope all right remove adoption talking about councilmember Jerusalem six years nowadays seven years we have Ordce calendar number 34 000. 104 by council member Morrell an ordice to provide for the pro rating of interim and residential short-term rental permit fees and to provide a',
      ],
      [
        28248,
        'yay second probably talk about Council term please watch your machines seven eyes no names who seconded okay thank you foreign page 29 at the top or in this calendar number 34 108 by council member King by request and ordnis authorizing the mayor of the City of New Orleans to enter into a Cooperative Endeavor agreement between the City of New Orleans and the LSU Ag',
      ],
    ],
    motions: [carriedByYeas(6), carriedByYeas(6), carriedByYeas(7)],
  },
  {
    name: 'takes a motion moved and "has seconded" before the next item is read as carried, and reads the yeas before a garbled result ("seven years popular adopted")',
    source: 'new-orleans-council-2023-04-06, 02:15:49 and 02:18:36',
    said: [
      [
        8149,
        "more fully detailed in the cea form attached here to as exhibit a and otherwise to provide with respect there too thank you madam clerk this just authorizes health care for the homeless to continue to provide um assistance to the Ozuna men to collaborate on the needs of the homeless population and engage in referrals for Sheltering social services and preventative health care I've moved council member jeruso has seconded I got five years six seven thank you",
      ],
      [
        8180,
        'on top of page 28 artist 34 000 106 has been withdrawn so ordered ordice calendar number 34017 by councilmember King by request and ordice authorizing the mayor of the City of New Orleans to enter into a Cooperative Endeavor agreement between the City of New Orleans and Louisiana Department of Veteran Affairs for a term greater than one year for the public purpose of located and contacting veterans or dependents to process and',
      ],
      [
        8282,
        'Center for a term greater than one year for the public purpose of improving the lives and economic well-being of the New Orleans residents by providing Innovative research-based educational programs in the City of New Orleans as more fully detailed and the cea farm attached here to as exhibit a and otherwise to provide with respect there too thank you madam clerk um machines are down so I make abortions back up to adopt second by councilman Moreno',
      ],
      [
        8316,
        "seven years popular adopted thank you we're now on top of page 30. we have Ordce calendar number 34112 now council members Jerusalem Moreno morale Harris King green and Thomas and Ordce to amend and reordain the unclassified pay plan for officers and employees in the unclassified service of the City of New Orleans in accordance with section 3-118 and 4-206 G of the Home Route starter of",
      ],
    ],
    motions: [{ result: 'carried', tally: null }, carriedByYeas(7)],
  },
  {
    name: 'takes "any opposed ... hearing none" right after a second as carried, and the further suspension to add the motion as a decision of its own',
    source: 'new-orleans-council-2023-03-23, 07:25:10 and 07:25:45',
    said: [
      [
        26710,
        'the New Orleans Police Department for a period of six months from the date on which this instrument is adopted we need to suspend the rules to receive this amendment um any opposed the second was by councilmember Green correct any opposed to hearing none six years no Nays councilman Thomas is not present now we need to um add to move we need to to vote to add it to the agenda uh councilman Miranda moves out of the',
      ],
      [
        26745,
        "agenda I will second uh any opposed hearing none we have six years no natives Cosmopolis is not present and I think the machine's working now maybe so uh now we have the motion on the resolution simply put ladies and gentlemen uh since we have the iacp contract signed and there is a process for the new Chief selection process uh Chief Woodworkers coming up on the end of her interim period under the charter",
      ],
      [
        26778,
        'this extends that period per the per the council rule by a six-month period that cut that coincides the 17-week AC period to select a new Chief imove adoption sorry Mr King seconds please let your machines five years ready well six years known as the resolutions adopted council members we need to suspend the rules to go to ordices on councilman',
      ],
    ],
    motions: [carriedByYeas(6), { result: 'carried', tally: null }, carriedByYeas(6)],
  },
  {
    name: 'reads the rules said suspended as a decision ("oh okay I\'m sorry this rules suspended thank you")',
    source: 'new-orleans-council-2023-05-11, 04:36:05',
    said: [
      [
        16565,
        "oh okay I'm sorry this rules suspended thank you okay we have moved down to the agendas are already on the agenda no sir it's on agenda but because it didn't get adopted at the committee that's why we suspended the road 57. we have Motion in 23 172 by councilmember Harris By Request adding",
      ],
    ],
    motions: [{ result: 'carried', motion: 'Suspend the rules' }],
  },
  {
    name: 'reads a second heard as "talk about councilman" and the yeas as "gays" ("talk about councilman jeruso five gays no names motions adopted")',
    source: 'new-orleans-council-2023-01-19, 02:33:57 to 02:34:37',
    said: [
      [
        9243,
        'conditional use approval for zoning docket 7419 Ordce number 28 282 MCS the proposed Crescent Hotel project at 500 piety street we have motion line over m233 by council member King granted the request for an additional extension of the conditional use for zoning docket number 7419 Ordce number 28282 MCs thank you madam clerk I make a motion to extend the condition to use',
      ],
      [
        9277,
        'talk about councilman jeruso five gays no names motions adopted six six machine is not working on top of page 18 we have a legislative group in appeal of Howard L Rogers III requesting to appeal',
      ],
    ],
    motions: [{ result: 'carried', tally: { yes: 5, no: 0, abstain: 0, absent: 0 } }],
  },
  {
    name: 'reads the result said right after the named seconder ("second in by council member Greene foreign passes")',
    source: 'new-orleans-council-2023-02-02, 05:25:32',
    said: [
      [
        19532,
        "years to address this property's condition records show that they had cited it in 2017 and 18 and 19 and they've failed us please deny the hdlc's recommendation and allow code enforcement to demolish it thank you I've moved second in by council member Greene foreign passes thank you we're now on top of page 21 the hdlc appeal of 2220 Broadway Street has been",
      ],
    ],
    motions: [{ result: 'carried' }],
  },
  {
    name: 'reads the nays heard as "nights", "nates" and "news" ("five years no nights six years no nates", "five gays and no news the motion is properly adopted")',
    source: 'new-orleans-council-2023-04-06-b, 00:57:15 and 01:03:46',
    said: [
      [
        3435,
        "it doesn't help to have a 20 year old building for which there is no use and will be no use thank you Mr Burnside for your comments any online comment no okay thanks Anita all right so with that I'll entertain a motion to adopt the consent agenda it's been moved by councilmember Harris seconded by council member Greene we've got five years no nights six years no nates",
      ],
      [
        3470,
        "council member are we ready to go to uh noon matter or okay yes ma'am we're now going to go to bottom of page 29.",
      ],
      [
        3804,
        "various improvements made at and in the vicinity of the Canal Street Ferry Terminal as more fully set forth in the Cooperative Endeavor agreement form attached here to as exhibit a and made a part here of and otherwise to provide with respect there too thank you madam clerk I make a motion to adopt second by councilman jeruso we have uh five gays and no news the motion is properly adopted and now we'll",
      ],
    ],
    motions: [carriedByYeas(6), carriedByYeas(5)],
  },
  {
    name: 'reads the chair counting the votes ("I got um six votes"), not the votes still short ("I have four votes I need one more")',
    source: 'new-orleans-council-2023-04-06-b, 01:02:10 to 01:02:41',
    said: [
      [
        3730,
        "announcement being made that there's no longer a backlog that's important thank you and I'm looking forward to the day when we have our own DNA lab testing facilities thank you again for traveling down here from Baton Rouge and thank you for all of your help and work with my office on this initiative so I moved uh council member jeruso seconded I have four votes I need one more",
      ],
      [
        3761,
        "I got um six votes all right thank you so much council members we're now going to go to page 25. we have Ordce calendar number 34 099 by council member King by requests and ordice to authorize the mayor of the City of New Orleans to enter into a Cooperative Endeavor agreement between the City of New Orleans the regional transit authority and the ottoman commission to allow and facilitate the maintece of",
      ],
    ],
    motions: [carriedByYeas(6)],
  },
  {
    name: 'reads the nays heard as "Nunes" ("seconded by council member Thomas" ... "five years Nunes thank you")',
    source: 'new-orleans-council-2023-03-23-b, 02:20:51 to 02:22:08',
    said: [
      [
        8451,
        "new structure will have two rental units at two beds and two bats each both have deed restrictions against strs in both seek um the same relief so a move for approval second by councilmember Thomas by six years thank you we're now on top of page 26 we have the legislative group in university area parking interim zoning District appeal of Zach Smith owner Zach Smith Consulting and design requesting to",
      ],
      [
        8495,
        "appeal the university area off street parking interim zoning district for property located at 2505 Leonardo street we have motion M23 111 by council member jeruso approving and granted the applicant's request appealing a parking requirement of the university area interim all street parking Zone this zoning District her property located at 2505 Leonardo Street move to approve seconded by council member Thomas",
      ],
      [
        8528,
        'five years Nunes thank you council members next on page 28 zoning docket 100 has been deferred to April 6. on top of page 29 we have zoning dock at 523 has been deferred to April 6. at the bottom of the page we have zoning docket 723 holy anointed House of Prayer',
      ],
    ],
    motions: [carriedByYeas(6), carriedByYeas(5)],
  },
  {
    name: 'takes the suspensions to receive a motion and to add it as carried when the further suspension is asked for and the item then heard, neither result read',
    source: 'new-orleans-council-2023-04-06-b, 01:23:13 to 01:25:14',
    said: [
      [
        4993,
        'East on Earhart Boulevard turning North on South Carrollton Avenue turning East on Tulane Avenue Airline Highway connecting to Palmetto Street to Northline Street to Monticello Avenue to Cesar Street the municipal addresses are multiple the recommendation of the City Planning Commission for modified approval we have motion M23 143 has been withdrawn sorted we have substitute motion',
      ],
      [
        5026,
        "m23143 by council members jerusal and Harris are proving the text Amendment requests on zoning number 122 subject to the modifications to propose tax additions found on pages five through seven of the city planning commission's executive summary final staff report council members we need to suspend the rules to receive this substitute motion uh",
      ],
      [
        5070,
        "yeah it's come up now we need to further suspend it to add it once this is uh now council members thank you uh CPC thank you this considers the re-establishment of the university area off street parking interim zoning district and the area previously covered by the university area off street parking overlay but with the addition of",
      ],
      [
        5120,
        'several neighborhoods including Fountain Blue and Broadmoor the expanded area would affect a total of over 5.5 square miles of New Orleans the ICD would require one off street parking space for an increase in the number of existing bedrooms which applies to new construction or substantial renovation when additional bedrooms are proposed under the proposed ICD all Parcels within the affected area are included regardless of zoning District designation no exceptions are made for commercial or',
      ],
    ],
    motions: [
      { result: 'carried', tally: null, motion: 'Suspend the rules to receive the item' },
      { result: 'carried', tally: null, motion: 'Suspend the rules to add the item to the agenda' },
    ],
  },
  {
    name: 'takes the further suspension as carried when no result is read before the item is taken up ("... further suspend the rules to add it ... okay six" | "years and now we can adopt")',
    source: 'new-orleans-council-2024-01-04, 04:46:57 to 04:48:00',
    said: [
      [
        17217,
        'Richards Vice Matthew ruul as a member of the board of zoning adjustments effective upon approval by the Council of the City of New Orleans for a term ending on June 30th 2025 council members we need to suspend the rules to receive this motion all right C green move to suspend a',
      ],
      [
        17248,
        'second six motion suspended rules we need to further suspend the rules to add it a motion I make the motion to adop talking about council member this is we still suspending council member okay six',
      ],
      [
        17280,
        'years and now we can adopt I make a motion to adop Second by council member Harris six shes no most adop motion is adopted council members we need to suspend the rules to go to ordinances on first reading Madame CL may I have a app point of personal privilege to Michael Eric',
      ],
    ],
    motions: [
      { result: 'carried', motion: 'Suspend the rules to receive the item' },
      { result: 'carried', motion: 'Suspend the rules to add the item to the agenda' },
      { result: 'carried' },
    ],
  },
  {
    name: 'reads "the rules are further suspended" as the result of the further suspension, after the count of the first',
    source: 'new-orleans-council-2023-03-23-c, 02:37:07 to 02:38:20',
    said: [
      [
        9427,
        "the applicant's request for consideration of the renaming of the entirety of not Russia not Russia Blade Street between Jordan Avenue and dubrielle Street as Shirley Taylor way as modified in the city planning commission's report on street name change number 722 council members we need to suspend the rules second the second about councilman machines on suspension",
      ],
      [
        9459,
        'rules [Music] five days 68 7 years old days in a rules are suspended now we need to further suspend the rules to add this to our agenda um second and bad council member Morrell on further suspension seven days no days the rule rules are further suspended now CPC can give their report and then you can vote on it after',
      ],
      [
        9500,
        "yes ma'am City Planning Commission sure I'll just briefly say that this would affect uh North Russia blaves Street in the Lower Ninth Ward uh and the planning commissions modified approval recommendation is to Shirley Taylor Street rather than way just to be consistent with the use of Street else on other streets Lower Ninth Ward",
      ],
    ],
    motions: [carriedByYeas(7), { result: 'carried', motion: 'Suspend the rules' }],
  },
  {
    name: 'takes the suspension to add a motion as carried when the motion is then moved onto the agenda ("and now we\'ll need to move to add it to the agenda")',
    source: 'new-orleans-council-2024-02-01, 03:45:47 to 03:46:56',
    said: [
      [
        13547,
        "suspension we have motion M24 51 withdrawing we on page 25 right so we're withdrawing motion M2 2451 and Madame clerk will need to suspend the rules to add the new motion yes um so I'll go ahead and move to suspend the rules I need a second second seconded by council member King all in",
      ],
      [
        13584,
        "favor and now we'll need to move to add it to the agenda so I'll go ahead and make that motion once the computer catches up seconded by council member King all in favor yes ma'am thank you all right six sh so the uh New Motion is added elanar",
      ],
      [
        13616,
        'will you go ahead and brief us on uh this hdlc report uh while the hdlc understands that the owner does not wish to install the proposed sign directly onto the newly constructed storefront beam the owner and the project architect could have contemplated this issue when designing this Forefront his signage was always going to be proposed at this location all new signage along Canal Street has followed the design guidelines of the hdlc for signage as the hdlc the DDD and the City of New',
      ],
    ],
    motions: [
      { result: 'carried', tally: null, motion: 'Suspend the rules to receive the item' },
      carriedByYeas(6),
    ],
  },
  {
    name: 'reads "all in favor everyone\'s in favor" as a result, the count short of one at first',
    source: 'new-orleans-council-2023-07-27-b, 03:16:11 to 03:17:09',
    said: [
      [
        11785,
        "to September 1st 2023 so I'll go ahead and make that verbal amendments uh motion to amend second in my council member Thomas all in favor everyone's in favor you only have four oh I need another person okay so we have we have quorum all right all right so uh for the edification of the public",
      ],
      [
        11829,
        'this amendment simply adds an effective date of September 1st 2023 to the ordice the purpose is to give safety and permits time to get proper monitoring in place of the program can actually hit the ground running when it begins and it also gives safety impairments time to put together the necessary code changes that correspond with the changes to the CVO I do have two public comments Michael Burnside followed by Monique blossom thank you',
      ],
    ],
    motions: [{ result: 'carried', tally: null }],
  },
  {
    name: 'reads "any opposition okay we\'re good to go" after the second as a result',
    source: 'new-orleans-council-2023-07-27-b, 03:21:52 to 03:22:52',
    said: [
      [
        12112,
        "our city is home ownership right now if you owned a home in our city for the most part it's going to be worth two hundred thousand dollars or whatever it is something to leave on but at the end of the day we don't have enough home ownership we're focused on so much rental and we're focused on the portability of rentals that we sometimes forget that the way to build wealth in a community especially a community has been discriminated against for so many years for so many decades centuries is to create home ownership opportunities wealth that can be passed on to their",
      ],
      [
        12142,
        "descendants so that's all thank you very much for your work thank you councilmember green okay we're going to vote on the ordice as amended vice president Moreno any opposition okay we're good to go thank you when we're now on top of page 37 Ordce calendar number 34 265 has been deferred to August 10th Partners calendar the number 34 266 by council member Thomas and ordice to amend and reordain section 162-155 of the code of the City of New",
      ],
    ],
    motions: [{ result: 'carried', tally: null }],
  },
  {
    name: 'reads the result said right after the second deep in a long stretch ("... I get a second by Council vice president Moreno any opposition all right we\'re good to go thank you now ...")',
    source: 'new-orleans-council-2023-07-27-b, 03:20:09 to 03:20:49',
    said: [
      [
        12018,
        "amendment so I will move to amend no you need to vote on the amendment as amended I need to vote on the amendment as amended I get a second by Council vice president Moreno any opposition all right we're good to go thank you now you've got to vote on the ordice as amended councilmember Harris we have one online comment okay let's do the online comment and then I'll try to get my life together thank you this is from Andrew Nico Morris she says passing",
      ],
    ],
    motions: [{ result: 'carried', tally: null }],
  },
  {
    name: 'reads the count after nobody opposed ("any opposed hearing on 5-0")',
    source: 'new-orleans-council-2023-07-27-b, 03:48:57 to 03:49:59',
    said: [
      [
        13737,
        "exists directing and granted the council research office the flexibility to make all appropriate formatting and numbering changes to the foregoing and existing rules to accommodate accommodate these changes this motion was voted upon at our last meeting and there was a 5-2 vote now we have to reconsider this vote because information was left out on in the original motion thank you at this time I'll move to reconsider the vote experience took",
      ],
      [
        13770,
        "second by councilmember jeruso all in favor say aye any opposed hearing on 5-0 next up Madame Clerk uh Madam clerk it was was this rule published substitute motion published and do you have to read the entire thing in its entirety it uh because the first one was published we didn't have the okay well then I'm just trying to spare your voice okay it's lengthier that's all okay",
      ],
    ],
    motions: [carriedByYeas(5)],
  },
  {
    name: 'reads an ordinance passed by its calendar number alone after the machine vote ("34631 passes"), between two others',
    source: 'new-orleans-council-2024-05-02, 05:07:45 to 05:12:00',
    said: [
      [
        18465,
        'is subject to 90-day cancellation notice based on the current format fair market value based rent plated in an appraisal the rental rate for the facilities equals an amount of $34,500 a month or a yearly rate of four $417,500 annual CPI adjustments do apply I move for approval seconded by council president Moreno members please vote your machine thank you for your support 34630',
      ],
      [
        18495,
        'passes 70 at the top of page 63 ordinance calendar 34631 by council member green by request in ordinance to approve and authorize the May the City of New Orleans acting buying through the New Orleans Aviation board to enter into a non- signatory airline lease agreement with Breeze Aviation Group Inc a non signatory Airline operating at the Louis Armstrong New Orleans International Airport under the circumstances in which a solicitation and selection process is not required by law and otherwise to',
      ],
      [
        18526,
        'provide respects there to members the same explanation as the previous ordinance this ordinance authorizes a non-signatory airline lease agreement with Breeze Aviation Group in 2021 breeze made a capital investment of $6.6 million at the airport and created $261 new direct jobs with flight Crews maintenance staff and air aircraft all based in the Orleans Breeze operates 11 routes with direct flight from New Orleans so rather than sign the signatory agreement then Breeze opted to',
      ],
      [
        18557,
        "change to the non-s signatory rate structure given their current operations a competitive solicitation process is not required for the non-s signatory leases under Louisiana revised Statute 2 1351 nons signatory agreements terminate no later than the termination date of the signatory agreements the airport and Breeze work to extend the signatory use and agreements for an additional 2-year period January 1st 2023 through December 31st 2025 you'd be surprised how many people actually asked me the things that",
      ],
      [
        18589,
        "I just read it's been properly moved seconded by council president members if you were vote your machine thank you for your support 6704 34631 passes thank you at the top of page 64 we have ordinance calendar 34634 by council member King by request in ordinance to authorize the mayor of the City of New Orleans to enter into an agreement to Grant a servitude to an adjac and property owner of encroachments over o on or over portions",
      ],
      [
        18621,
        'of public RightWay located at the municipal address 1451 North rampar Street to fix the minimum price in terms of say servitude agreement declare that such use as granted in the servitude agreement will incorporate space that is neither needed for public purpose nor shall such interfere with the use of public right to set for the reasons for say servitude agreement and otherwise to provide respects there thank you for the explanation uh Madam clerk I make a motion to adopt second by council member',
      ],
      [
        18659,
        'Harris s y no Nam the motion is adopted ordinance calendar number 34640 by council member Harris by request and ordinance to authorize the mayor of the City of New Orleans to enter into an agreement to Grant a servitude to an adjacent property owner of for en crment on and over portion of public right away located at the municipal address 1501 tatula Street to fix the minimum price in the terms of say servitude agreement to declare that such use is granted in a servitude agreement will incorporate space that is',
      ],
      [
        18690,
        'neither needed for public purpose nor shall such useth interfere with the use of public right away to set forth the reasons for say servitude agreement are thewi Prov respects there too Mo second my council member jerusa 5 six mus houses at the top of page 65 ordinance calendar number',
      ],
    ],
    motions: [{ result: 'carried' }, { result: 'carried' }, { result: 'carried' }, { result: 'carried' }],
  },
  {
    name: 'reads "the motion passes" heard as "emotion passes" after the second',
    source: 'new-orleans-council-2023-02-02, 06:08:58 to 06:09:12',
    said: [
      [22142, 'move for approval this gives the ability department heads to provide Merit pay'],
      [
        22152,
        'for the employees second invite Council vice president I mean by Pas their names emotion passes',
      ],
    ],
    motions: [{ result: 'carried' }],
  },
  {
    name: 'takes no count from a page\'s number said before "yes" ("on top of 36 yes we have ...")',
    source: 'new-orleans-council-2023-02-02, 05:55:39 to 05:57:00',
    said: [
      [
        21335,
        "on this calendar number 3421 is deferred to 216. we're now on page 35 we have ordnis calendar number 34025 is deferred to 216 and referred to the budget committee on this calendar number 34026 is deferred to 216 and referred to the budget committee on top of 36 yes we have on this calendar number 34027 by council member jerusal by",
      ],
      [
        21367,
        "request an ordice authorizing the mayor of the City of New Orleans to enter to a Cooperative Endeavor agreement but I mean between the City of New Orleans and the New Orleans Museum of Art for a term greater than one year for the public purpose of supporting local needs in the area of education for underserved and underrepresented populations by supporting Norma's many massive initiative in the city as more",
      ],
      [
        21395,
        'fully detailed and Cooperative Endeavor agreement form attached here to as exhibit a and otherwise to provide with respect there too and for approval seconded by councilmember Harris this I have 57 slides five zero thank you at the bottom of the page we have artist calendar number we have on this calendar number 34028 by council members Harris and King by',
      ],
    ],
    motions: [{ result: 'carried', tally: null }],
  },
  {
    name: 'keeps the suspension to add a motion to the agenda apart from the one to receive it, each with its count ("we need to suspend the rules to add it to the agenda ... seconds that five years no names")',
    source: 'new-orleans-council-2023-01-19, 02:31:25',
    said: [
      [
        9085,
        "so moved second by council member Morrell please vote your machines five years their days receive now we need to suspend them okay councilman go ahead and we need to suspend the rules to add it to the agenda yes sir thank you ma'am you it only took me five years to learn but I appreciate it uh councilmember Harris seconds that five years no names and uh it's now added to the agenda members we have",
      ],
    ],
    motions: [carriedByYeas(5), carriedByYeas(5)],
  },
  {
    name: 'reads the yeas heard as "a" when the vote was just called ("I need one more vote 5 a thank you")',
    source: 'new-orleans-council-2024-03-21, 02:45:43',
    said: [
      [
        9943,
        'jerusa I need one more vote 5 a thank you all thank you Mr Bret thank you council member Harris thank you council at the bottom of the page we have Arness calendar number 34606 by council members juso Moreno and Harris an ordinance to amend ordinance number 29735 mcss amended entitle on ordinance',
      ],
    ],
    motions: [carriedByYeas(5)],
  },
  {
    name: 'reads "7-0" heard as "70" after the second ("it was 70 thank you", "there you go 70 we\'re now ...")',
    source: 'new-orleans-council-2024-03-21, 02:54:11 and 03:05:51',
    said: [
      [
        10451,
        "who is getting it and why the city's not really getting what it needs in return all right thank you Mr burn side um I had moved council member Harris second it was 70 thank you members at the bottom of the page ordinance calendar number 34610 has been withdrawn so ordered at the top of page 49 ordinance calendar number 34611 by council member Harris an",
      ],
      [
        11151,
        "opportunity neighborhoods will help bring stability for Working Families I want to personally thank you each of you for your commitment towards affordable housing and a special thanks to council member Leslie Harris who has taken the lead on advocating for affordable housing and the need for a permanent funding source thank you I've moved it was seconded by council member Marino six but that hang on one second let me see if I can I know I know I know let me see if I",
      ],
      [
        11195,
        "can ready to get the verbal yet thank you there you go 70 we're now on top of page 52 resolution line over R 2495 has been",
      ],
    ],
    motions: [carriedByYeas(7), carriedByYeas(7)],
  },
  {
    name: 'reads "zero nays" heard as "there n" and "there next" ("six Shad there n", "6A is there next")',
    source: 'new-orleans-council-2024-04-04, 04:31:55; 2024-01-18, 01:44:25',
    said: [
      [
        16315,
        'item second by council member [Music] King six one more six Shad there n thank you at the bottom of the page we have ESS calendar number 34604 by council member green by request in ordinance to approve and authorize',
      ],
      [
        26265,
        'and ordinance to authorize the mayor of the City of New Orleans to enter into a Cooperative Endeavor agreement with Lake View crime prevention District to Aid in crime prevention and to add to the security of District residents by providing for increase in the presence of law enforcement Personnel in the LCPD as more fully detail in the ca form exhibit one and otherwise to provide with respect there to move for approval second inv by council member',
      ],
      [
        26300,
        "Morel I think I'm waiting on one more 6A is there next thank you on top of page 49 we have ordinance calendar number 34527 by council member Thomas by request and ordinance to authorize the mayor of the City of New Orleans to enter into amendment number two to a previously executed Cooperative",
      ],
    ],
    motions: [carriedByYeas(6), carriedByYeas(6)],
  },
  {
    name: 'takes a motion moved and seconded as carried when the clerk reads the next item with no count heard',
    source: 'new-orleans-council-2024-03-21, 02:27:54 and 02:48:25',
    said: [
      [
        8874,
        'new parklets without fees which would only Foster Bad actors not following the rules H having no skin in the game all right thank you I make a motion to adopt second by C Moro where is that I guy all right 5 a oneus thank you madam',
      ],
      [
        8916,
        "cler we're now on top of page 33 and council member because this amendment has been for the public to see I would not read it into the right we have legislative grouping ordinance calendar number 34559 by council member King an ordinance to establish a conditional use to permit a hotel over 5,000 square ft in floor area and hu muu historic Urban",
      ],
      [
        10105,
        "Orleans for the year 2024 to appropriate funds to the mass office of Workforce Development Youth Work summer jobs program to provide an increase of Youth participate and otherwise to provide with respect there too this is a companion ordinance I move for approval seconded by President Morino I'm waiting on one more I think thank you six their",
      ],
      [
        10138,
        'days at the bottom of the page Arness calendar number 34608 by council member Thomas by request and ordinance to amend and reordain [Music] article 17 of the chapter chapter 154 of the code of the City of New Orleans to collect a fee for inspection certificates set forth in section 154 d137 to reduce the fee collected by the',
      ],
    ],
    motions: [
      { result: 'carried', tally: null },
      { result: 'carried', tally: null },
    ],
  },
  {
    name: 'takes a motion made ("I will move") as carried when the clerk reads the next item, the second and the count lost',
    source: 'new-orleans-council-2023-04-20, 04:10:50',
    said: [
      [
        15050,
        "the Planning Commission public hearing and the Planning Commission recommends approval great thank you any online or in-person comments if not I will move so I'm going to back council member Jerusalem fabias thank you hey",
      ],
      [
        15067,
        'on top of page 19 we have all matters artist calendar number 33893 has been deferred to May 11th or in this calendar number 34017 has been deferred to June 22nd and referred to',
      ],
    ],
    motions: [{ result: 'carried', tally: null }],
  },
  {
    name: 'takes a second as captions hear it ("second to my council member green") before the next item as carried',
    source: 'new-orleans-council-2024-05-02, 05:00:55',
    said: [
      [
        18055,
        "will also be condemning Firehouse laws prior bad behavior and violations that's it for your online comments all right I moved I need a second second to my council member green s yes thank you at the top of page 55 legislative grouping zoning docket 3124 Valentine Frank III requesting a conditional use to permit a wireless telecommunication Tower exceeding 65 ft",
      ],
    ],
    motions: [{ result: 'carried', tally: null }],
  },
  {
    name: 'takes a member\'s second before the next item as carried though the captions lost the mover ("Mo second my council member jerusa")',
    source: 'new-orleans-council-2024-05-02, 05:11:30',
    said: [
      [
        18690,
        'neither needed for public purpose nor shall such useth interfere with the use of public right away to set forth the reasons for say servitude agreement are thewi Prov respects there too Mo second my council member jerusa 5 six mus houses at the top of page 65 ordinance calendar number',
      ],
    ],
    motions: [{ result: 'carried', tally: null }],
  },
  {
    name: 'reads the yeas alone before "okay" ("it\'s been moved in seconded seven years okay council members ...")',
    source: 'new-orleans-council-2024-05-02, 05:16:12',
    said: [
      [
        18972,
        "set forth the reasons for their servitude agreement and otherwise to provide respect their thank you it's been moved in seconded seven years okay council members we will return back to page 18 on the consent agenda we have ordinance calendar number 34648 by council member King in ordinance to amend ordinance number 197 761 m has zoning doet 4600 which granted a conditional use to permit a",
      ],
    ],
    motions: [carriedByYeas(7)],
  },
  {
    name: 'infers nothing when the count is heard before the clerk reads the next item, or nothing was seconded',
    source: 'new-orleans-council-2024-03-21, 02:54:11; invented second excerpt',
    said: [
      [
        10451,
        "who is getting it and why the city's not really getting what it needs in return all right thank you Mr burn side um I had moved council member Harris second it was 70 thank you members at the bottom of the page ordinance calendar number 34610 has been withdrawn so ordered at the top of page 49 ordinance calendar number 34611 by council member Harris an",
      ],
      [11000, 'I move that we hear from the public first on this one'],
      [11020, 'we are now on top of page 50 ordinance calendar number 34612 by council member King'],
    ],
    motions: [carriedByYeas(7)],
  },
  {
    name: 'reads two votes a motion apart as two decisions ("all in favor 6 no n ... make a motion to adopt seconded by ... 6 Y no n")',
    source: 'new-orleans-council-2024-03-21, 03:14:28',
    said: [
      [
        11668,
        "of the council to sign the amendment number two to the professional service agreement between the city and Ja Ginsburg thank you madam clerk I'll make a motion to suspend the rules seconded by council member juso this is Rule 57 all in favor 6 no n um this is a another extension for a legal contract for um for civil service once again this was hard in the economic development committee Amy Traen the director presented make a motion to adopt",
      ],
      [
        11700,
        "seconded by council member Morel 6 Y no n now at the bottom of the page we have motion M2 24102 by council member juso By Request ratifying confirming and approving the mayor's appointment of Olen Parker Vice Katherine bordwin as a member of the New Orleans Recreation development",
      ],
    ],
    motions: [carriedByYeas(6), carriedByYeas(6)],
  },
  {
    name: 'reads "68 no" as six yeas and the nays\' "no", not 68 nays',
    source: 'new-orleans-council-2024-03-21, 03:16:02',
    said: [
      [
        11762,
        "Harris vot IB no n we committee cuz he wasn't he didn't have the wa oh that's right that's right you're right you're right you're right and now on the motion itself I'll move for approval second also by council member",
      ],
      [
        11793,
        "Harris 68 no we're now going to go to the top of page 57 we have motion M24 4110 by council member Thomas By Request adding the president of the council as a signatory to the Second Amendment of the emergency demolition contract between the between the city and dur heavy Construction LLC",
      ],
    ],
    motions: [carriedByYeas(6)],
  },
  {
    name: 'takes a machine vote called in the singular ("please vote your machine") with no count heard as carried',
    source: 'new-orleans-council-2024-04-18, 05:57:11',
    said: [
      [
        21431,
        'uh please vote your machine that was cold blooded at the bottom of the page motion m241 151 has been deferred to May 2nd and referred to the criminal justice committee at the bottom of the page motion m241 158 by council member King directing City Planning commission to conduct a public hearing to consider amendments to the comprehensive zoning ordinance ordinance number',
      ],
    ],
    motions: [{ result: 'carried', tally: null }],
  },
  {
    name: 'reads the chair counting the votes aloud as they come in ("seconded any five votes six votes seven votes")',
    source: 'new-orleans-council-2023-03-23, 06:47:34 to 06:48:00',
    said: [
      [
        24454,
        'section four the Council of the City of New Orleans further ordains that should any section paragraph sentence Clause phrase or word of this ordice be declared invalid or unconstitutional by Court of competent jurisdiction such invalidity or unconstitutionality shall not affect any of the remaining words phrases Clauses sentences paragraphs or section of this ordice as they would',
      ],
      [
        24480,
        'have been enacted by the council without the incorporation of such invalid or unconstitutional word phrase clause sentence paragraph or section thank you madam clerk I move council president morel seconded any five votes six votes seven votes and finally we have an amendment by council member King',
      ],
    ],
    motions: [carriedByYeas(7)],
  },
  {
    name: 'reads "the item is added to the agenda" as the result of the motion to add it',
    source: 'new-orleans-council-2023-05-11-b, 02:45:01 to 02:45:52',
    said: [
      [
        9901,
        "I've moved councilman green a second I believe all your machines the rules are suspended next up the motion to add to the agenda move by myself second year by Council vice president please what your machines five years known as the item is added to the agenda all right",
      ],
      [
        9952,
        "thank you we're now going to be on the bottom of page 37 . here's the number we have a legislative grouping a communication from Elizabeth Holman director of land use council member Leslie Harris District B transmitted in the mayor's office of economic developments recommendation of approval",
      ],
    ],
    motions: [
      { motion: 'Suspend the rules', result: 'carried' },
      {
        motion: 'Add the items to the agenda',
        result: 'carried',
        tally: { yes: 5, no: 0, abstain: 0, absent: 0 },
      },
    ],
  },
  {
    name: 'reads the ayes called for and the members thanked as carried ("all in favor all right thank you thank you we\'re now on top of page 31")',
    source: 'new-orleans-council-2023-07-27-b, 03:04:25 to 03:05:20',
    said: [
      [
        11065,
        "are three floors the rest will be Office Space um and so we requested zoning verification it came back that you know this is despite the fact that it's wholesale sales sales it it's retail sales so it's just it's a dichotomy between the the czo and the um alcoholic beverage code um thank you any questions from any of my council members any online comments",
      ],
      [
        11094,
        "okay I'll go ahead and move uh seconded by council president Morrell all in favor all right thank you thank you we're now on top of page 31. zoning docket 44 30 23 has been deferred to August 10th on top of page 32 a legislative group in zoning docket 4623 city council motion m23m requesting a text amendment to article 17.3.8 table 17-1 permitted and conditional uses",
      ],
    ],
    motions: [{ result: 'carried', tally: null }],
  },
  {
    name: 'reads "please say aye thank you all very much" as carried',
    source: 'new-orleans-council-2023-07-27-b, 03:44:15 to 03:45:11',
    said: [
      [
        13455,
        "I didn't go read uh section 6-37 that I will fill out a card and I wanted to say thank you because um as much as you not in favor of lighted properties so anything we can do to move our little cells down the little road a little more is a good thing thank you very much all right I appreciate you saying that again thank you to your for your commitment to our community we'll argue in the future about something else but I appreciate the fact that you're here and that you're interested very much in our City's welfare life is not",
      ],
      [
        13483,
        "something that we should assume has to exist in the City of New Orleans you can take care of your Properties or tear them down and we're going to tear them down if they're going to impose upon neighborhoods so it has been properly moved and seconded council member who's second at my house okay second day by council member Harris are there any online comments that's the only card okay all the people count the number 34 293 please say aye thank you all very much council",
      ],
      [
        13511,
        'members real dressing light and I was sitting there on page 43 all matters artist calendar number 34294 has been deferred to August 10th and referred to the budget committee on this calendar number 34 295 has been deferred to August 10th and referred to the budget committee on page 44 ordice calendar number 34293 has been deferred to August 10th and referred to the budget committee or',
      ],
    ],
    motions: [{ result: 'carried', tally: null }],
  },
  {
    name: 'cuts a run-on line after the yeas alone when the next vote follows ("... five five years no no name six years okay now on the motion as amended ... six years no days")',
    source: 'new-orleans-council-2023-02-02-b, 04:46:31 to 04:47:40',
    said: [
      [
        17191,
        'may have on drainage Road and utility infrastructure Municipal services for fire police emergency response services and other safety Public Safety consideration and the environment now therefore number two on page one delete second recital in its entirety that is the amendment thank you make the motion talking about councilman Morrell',
      ],
      [
        17225,
        "five five years no no name six years okay now on the motion as amended yeah emotions second by councilman green about six years no days emotion as amended we're now going to go oh at the bottom of the page the street name changed 522 has been withdrawn",
      ],
    ],
    motions: [carriedByYeas(6), carriedByYeas(6)],
  },
  {
    name: 'reads the yeas heard as "shaves" ("second and by council member green six shaves thank you")',
    source: 'new-orleans-council-2023-09-07-b, 04:35:02 to 04:35:36',
    said: [
      [
        16502,
        "station is no longer available to them so the goal is to shrink the number of bathrooms available to homeless not increase them and maybe we can do something about that someday Europe certainly can do it they have a staff they have it secure it is possible with enough money to make a nice public restroom even in the age of homelessness thank you thank you Mr Burnside I've moved I need a second second and by council member green",
      ],
      [
        16536,
        'six shaves thank you at the bottom of the page we have on this calendar number 34 379 by council members Moreno Jerusalem and Morel and ordice to amend section 2-551 of the code of the City of New Orleans to require the Department of Fice to create and present a monthly accounting report of vendors who payment by the City of New Orleans and the',
      ],
    ],
    motions: [carriedByYeas(6)],
  },
  {
    name: 'reads the motion to adjourn as automatic captions hear it ("Devotion to adjourned by councilman Greene ... we are adjourned")',
    source: 'new-orleans-council-2023-07-13-b, 03:40:49',
    said: [
      [
        13249,
        'to an overpass or elevated roadway or within and adjacent to any encampment area and otherwise to provide with respect thereto that concludes the ordices on first reading Devotion to adjourned by councilman Greene seconded by councilman jeruso all in favor any opposed hearing on we are adjourned and this track is wrong thank you',
      ],
    ],
    motions: [{ motion: 'Adjourn', result: 'carried' }],
  },
  {
    name: 'reads "all in favor ... hearing no opposition Madam clerk it\'s unanimous" as carried unanimously',
    source: 'new-orleans-council-2024-02-01-c, 00:41:55 to 00:42:26',
    said: [
      [
        2515,
        'greenice we have approval of the minutes January 4th 2024 and January 18th 2024 so move green been moved by council member green second seconded by council member Thomas just waiting on the machines here real quick council member Thomas can you second on the machine thank you King got it oh King got it King day anyway all',
      ],
      [
        2546,
        "right all in favor I I all right hearing no opposition Madam clerk it's unanimous the first order of business a presentation celebrated the United Way of Southeast Louisiana's Centennial anniversary Michael Williamson president and CEO shamain cap Capac copi okay cassiopi Executive Vice President Chief Operating Officer recognizing the United Way of Southeast Louisiana Centennial anniversary and",
      ],
    ],
    motions: [{ result: 'carried', unanimous: true, tally: null }],
  },
  {
    name: 'reads a "6-0" heard run together after the second ("is there a second Ed by council member Morrell ... thank you for your 60 vote")',
    source: 'new-orleans-council-2023-06-08-b, 01:51:51',
    said: [
      [
        6711,
        "Greenway for the inaugural unity and resource picnic hosted by the unity social Aid and pleasure club members I'm always pleased to see people wanting to use the facilities that our City offers and I believe that it helps to enhance neighborhood and Community participation but at this time I moved for approval is there a second Ed by council member Morrell and members um thank you for your 60 vote council member morale will you join us on that one that's all right um it's",
      ],
    ],
    motions: [carriedByYeas(6)],
  },
  {
    name: 'takes a motion seconded as carried when the clerk goes on to the next page in the same line, its result garbled ("... seconded by council member Thomas single opposition and passages on top of page 42.")',
    source: 'new-orleans-council-2023-07-27-b, 03:28:17 to 03:29:26',
    said: [
      [
        12497,
        'calendar number 34291 by council members Jerusalem Moreno Greene and Thomas by request an ordice to amend ordice number 29266 MCS as amended and title and ordice providing an operated budget of expenditures or the City of New Orleans for the year 2023 to our appropriate Court settlement funds to the health department or the opioid abatement task force to address issues related to the OPI crisis and otherwise supervisors back there to me thank you',
      ],
      [
        12530,
        "it's the companion ordice I moved for approval seconded by council member Thomas single opposition and passages on top of page 42. we have ordice counted the number thirty four thousand two ninety two by council member King by request adding council member green and ordice authorizing the mayor of the City of New Orleans to enter into a Cooperative Endeavor agreement between the City of New Orleans and",
      ],
      [
        12566,
        'Economic Development Corporation Inc or a term greater than one year for the public purpose of establishing the Claiborne Corridor cultural Innovation District in the City of New Orleans in accordance with the 2018 ccid master plan as more fully detailed in The Cooperative Endeavor agreement form attached here to as exhibit a and otherwise to provide with respect there too members um',
      ],
    ],
    motions: [{ result: 'carried', tally: null }],
  },
  {
    name: 'reads the nays after fillers ("like voting my machine right I know six years uh and uh no names on the amendment")',
    source: 'new-orleans-council-2023-05-11-b, 03:18:20',
    said: [
      [
        11900,
        "adopt the amendment because uh there was a a mistype in the Preamble so really we're just amending the preamble to make sure that everything is correct so first I'll move on the amendment if there are no questions it's been moved and seconded like voting my machine right I know six years uh and uh no names on the amendment Jeannie Donovan is here if",
      ],
    ],
    motions: [carriedByYeas(6)],
  },
  {
    name: 'keeps a second vote moved in the line of the first count apart, not a count read again ("... seconded by council member Harris five years no names right now ... it\'s been moved and by me ... seven years no names")',
    source: 'new-orleans-council-2023-02-02-c, 02:21:03',
    said: [
      [
        8463,
        "the demographics first so that is it's been moved and seconded by council member Harris five years no names right now Madam clerk right to the previous set of amendments so now you're going to adopt the amendment as amended all right now the um it's been moved and by me and it's been seconded by councilmember jeruso seven years no names and now we will do the ordice as amended right",
      ],
    ],
    motions: [carriedByYeas(5), carriedByYeas(7)],
  },
  {
    name: 'takes no result from the speakers in favor of an item thanked ("those in favor thank you")',
    source: 'invented sentences',
    said: [
      [
        100,
        'we will hear from the speakers in favor first those in favor thank you now those opposed please come forward',
      ],
      [130, 'my name is Jane Doe and I live on Elm Street'],
    ],
    motions: [],
  },
  {
    name: 'takes no count from years said in talk ("for seven years thank you") with no vote called',
    source: 'invented sentences',
    said: [
      [100, 'I have lived on this street for seven years thank you for hearing me tonight'],
      [130, 'our next speaker please come forward and state your name for the record thank you'],
    ],
    motions: [],
  },
];

describe('machine votes read out by the clerk', () => {
  it.each(CASES)('$name ($source)', expectMotions);
});
