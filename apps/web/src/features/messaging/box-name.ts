/** The three mailboxes, named as their screens in the route table. */
export type BoxName = 'inbox' | 'sent' | 'deleted';
